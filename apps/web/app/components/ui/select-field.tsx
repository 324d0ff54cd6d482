import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

/** A native select; `placeholder` is an empty first choice meaning "not chosen". */
export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder?: string }) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(props) => (
        <select {...props} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    />
  );
}
