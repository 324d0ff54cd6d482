import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

/** A native select; `placeholder` is an empty first choice meaning "not chosen"; `optionLabel` shows a value as words. */
export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  optionLabel,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder?: string; optionLabel?: (option: string) => string }) {
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
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </select>
      )}
    />
  );
}
