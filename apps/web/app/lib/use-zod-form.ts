import { firstErrorPerField, type FieldErrors } from '@tarang/shared/validation';
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

/**
 * The one form hook: values, per-field errors, and the shared zod schema as the
 * only source of rules. spec 5: all errors show on submit; a field's error clears
 * when the user edits that field.
 *
 * The schema comes from `loadSchema` (a dynamic import), fetched when the visitor first edits a
 * field and awaited on submit: zod is about 20 KB of JavaScript that a page needs only once someone
 * starts filling in its form, so it stays out of the page's first load (issue 8, decision 015).
 */
export function useZodForm<S extends z.ZodObject, K extends string = Extract<keyof z.input<S>, string>>(
  loadSchema: () => Promise<S>,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const schema = useRef<Promise<S> | null>(null);
  const getSchema = useCallback(() => (schema.current ??= loadSchema()), [loadSchema]);

  const setField = useCallback(
    (name: K, value: string) => {
      void getSchema();
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => {
        if (!(name in e)) return e;
        const next = { ...e };
        delete next[name];
        return next;
      });
    },
    [getSchema],
  );

  /** Resolves to the parsed values, or to null after showing every field's error. */
  const validate = useCallback(async (): Promise<z.output<S> | null> => {
    const result = (await getSchema()).safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(firstErrorPerField(result.error));
    return null;
  }, [getSchema, values]);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, setField, setErrors, validate, reset };
}
