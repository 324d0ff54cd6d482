import type { TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

export function TextAreaField({ label, error, hint, className, ...area }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Field label={label} error={error} hint={hint} className={className} control={(props) => <textarea {...props} {...area} />} />;
}
