import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: string;
}

const controlClass = (error?: string) =>
  `block w-full rounded-control border bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
    error ? 'border-danger-600' : 'border-ink-300'
  }`;

function useFieldIds(error?: string, hint?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function FieldMessages({ error, hint, errorId, hintId }: { error?: string | undefined; hint?: string | undefined; errorId: string; hintId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input with its error under it (spec 5: messages show under the field). */
export function TextField({ label, error, hint, className = '', ...input }: FieldShellProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-700">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...input} />
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, className = '', ...area }: FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-700">
        {label}
      </label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...area} />
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

/** A labelled native select; `placeholder` is an empty first choice meaning "not chosen". */
export function SelectField({
  label,
  error,
  hint,
  className = '',
  options,
  placeholder,
  ...select
}: FieldShellProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder?: string }) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-700">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
