import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** On a dark panel (the subscribe box): light label and error text. */
  dark?: boolean;
  /** The error is the answer to a submit the person is waiting on (the licence key): announce it at once. */
  announce?: boolean;
  className?: string;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * A label, its control and the control's hint and error (product §5: a field's message shows under it).
 * The other controls are in their own files (text-area-field.tsx, select-field.tsx), so a page with one
 * e-mail box loads only this.
 */
export function Field({ label, error, hint, dark, announce, className, control }: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={`mb-1.5 block text-sm font-medium ${dark ? 'text-brand-100' : 'text-ink-700'}`}>
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: `block w-full rounded-control border bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
          error ? 'border-danger-600' : 'border-ink-300'
        }`,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role={announce ? 'alert' : undefined} className={`mt-1.5 text-sm ${dark ? 'text-danger-50' : 'text-danger-700'}`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, dark, announce, className, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return <Field label={label} error={error} hint={hint} dark={dark} announce={announce} className={className} control={(props) => <input {...props} {...input} />} />;
}

/**
 * The one sentence beside a form's button: what it collects and why, with the link to the privacy policy
 * (docs/decisions/031-privacy-retention-erasure.md). Here with the fields every form already loads, so it
 * adds no file to any page; kept this small because every page's first JavaScript carries it. The caller's
 * classes give the colours (text-ink-600 on white, text-brand-100 on brand-900).
 */
export const FormNotice = ({ text, className }: { text: string; className: string }) => (
  <p className={`text-sm ${className}`}>
    {text} <a href="/Privacy-policy" className="underline underline-offset-2">Privacy policy</a>
  </p>
);
