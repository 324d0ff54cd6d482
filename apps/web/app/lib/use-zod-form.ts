import { firstErrorPerField, type FieldErrors } from '@tarang/shared/validation';
import { useCallback, useState } from 'react';
import type { z } from 'zod';

/**
 * The one form hook: values, per-field errors, and the shared zod schema as the
 * only source of rules. spec 5: all errors show on submit; a field's error clears
 * when the user edits that field.
 */
export function useZodForm<S extends z.ZodObject, K extends string = Extract<keyof z.input<S>, string>>(
  schema: S,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField = useCallback((name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  }, []);

  /** Returns the parsed values, or null after showing every field's error. */
  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(firstErrorPerField(result.error));
    return null;
  }, [schema, values]);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, setField, setErrors, validate, reset };
}
