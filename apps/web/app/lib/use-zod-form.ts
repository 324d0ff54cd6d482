import type { FieldErrors, firstErrorPerField } from '@tarang/shared/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ApiResult } from './api';

interface SubmitSteps<T, R> {
  /** Sends the checked values (null: it decided not to); the form stays busy until the answer is handled. */
  send(input: T): Promise<ApiResult<R> | null>;
  /** The server accepted them. */
  sent(result: ApiResult<R>): void | Promise<void>;
  /** The server refused them: its field errors are already under their fields. */
  refused(result: ApiResult<NoInfer<R>>): void;
  /** The schema refused them: every field's error is already under its field. */
  invalid?(errors: FieldErrors): void;
  /** Sending threw (no network, or the rules did not load). */
  failed(error: unknown): void;
}

/**
 * The one form hook: values, per-field errors, the sending state, and the shared zod schema as the only
 * source of rules. product §5: the errors show on submit, and a field's error clears when it is edited.
 *
 * `loadSchema` is a dynamic import, started at the first edit and awaited on submit: zod is about 20 KB
 * of JavaScript that a page needs only once someone fills in its form (docs/decisions/015-paint-first.md).
 * Without a schema (product §5 "Subscribe": no validation before sending) the values go as typed.
 */
export function useZodForm<K extends string, T = Record<K, string>>(loadSchema: (() => Promise<z.ZodType<T>>) | null, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // A second submit while the first is still being checked or sent does nothing.
  const busy = useRef(false);
  const failedIn = useRef<HTMLFormElement>(null);
  const rules = useRef<{ load: typeof loadSchema; ready: Promise<[z.ZodType<T>, { firstErrorPerField: typeof firstErrorPerField }]> }>(null);

  // After the render that shows a failed submit's errors, its first invalid field takes focus
  // (docs/decisions/024-focus-after-a-failed-submit.md).
  useEffect(() => {
    failedIn.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    failedIn.current = null;
  });

  // Keyed by loader: a form that switches schema (Login / Sign Up) loads the one it now needs.
  const loadRules = () => {
    if (!loadSchema) return null;
    if (rules.current?.load !== loadSchema) rules.current = { load: loadSchema, ready: Promise.all([loadSchema(), import('@tarang/shared/validation')]) };
    return rules.current.ready;
  };

  const setField = (name: K, value: string) => {
    void loadRules()?.catch(() => {});
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  };

  /** The props that tie a field primitive to this form. */
  const field = (name: K) => ({ name, value: values[name], error: errors[name], onChange: (e: { target: { value: string } }) => setField(name, e.target.value) });

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  /**
   * A submit handler: checks the values, then sends them with the form busy. A failure leaves focus in the
   * form, so a person in a dialog stays in it (Escape still closes it): on the first field with an error
   * (the rules' or the server's), otherwise on the control they submitted with (a busy Button keeps it),
   * while the form's alert or toast announces the message (docs/decisions/024-focus-after-a-failed-submit.md).
   */
  const submit = <R>(steps: SubmitSteps<T, R>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    let failed = true;
    try {
      const ready = loadRules();
      let input = values as T;
      if (ready) {
        const [schema, { firstErrorPerField }] = await ready;
        const result = schema.safeParse(values);
        if (!result.success) {
          const found = firstErrorPerField(result.error);
          setErrors(found);
          steps.invalid?.(found);
          return;
        }
        input = result.data;
      }
      setErrors({});
      setSending(true);
      const result = await steps.send(input);
      if (!result) return;
      if (result.ok) {
        failed = false;
        return await steps.sent(result);
      }
      if (result.error?.fields) setErrors(result.error.fields);
      steps.refused(result);
    } catch (error) {
      steps.failed(error);
    } finally {
      busy.current = false;
      setSending(false);
      if (failed) failedIn.current = form;
    }
  };

  return { values, errors, sending, setField, setErrors, field, reset, submit };
}
