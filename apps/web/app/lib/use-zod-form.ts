import type { FieldErrors } from '@tarang/shared/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SchemaLoader, SubmitState, SubmitSteps } from './form-submit';

// The submit's own code (the rules, checking, sending, the refusals) waits for the first edit or submit
// (form-submit.ts): most pages' first JavaScript carries this hook for a form few visitors send.
const loadSubmit = () => import('./form-submit');

/**
 * The one form hook: values, per-field errors, the sending state, and the shared zod schema as the only
 * source of rules. product §5: the errors show on submit, and a field's error clears when it is edited.
 *
 * `loadSchema` is a dynamic import, started at the first edit and awaited on submit: zod is about 20 KB
 * of JavaScript that a page needs only once someone fills in its form (docs/decisions/015-paint-first.md).
 * Without a schema (product §5 "Subscribe": no validation before sending) the values go as typed.
 */
export function useZodForm<K extends string, T = Record<K, string>>(loadSchema: SchemaLoader<T> | null, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // A second submit while the first is still being checked or sent does nothing.
  const busy = useRef(false);
  const failedIn = useRef<HTMLFormElement>(null);

  // After the render that shows a failed submit's errors, its first invalid field takes focus
  // (docs/decisions/024-focus-after-a-failed-submit.md).
  useEffect(() => {
    failedIn.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    failedIn.current = null;
  });

  const setField = (name: K, value: string) => {
    // The first edit starts loading the rules, so a submit seldom waits for them.
    void loadSubmit()
      .then((m) => loadSchema && m.rulesFor(loadSchema))
      .catch(() => {});
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

  /** A submit handler (form-submit.ts): checks the values, then sends them with the form busy. */
  const submit =
    <R>(steps: SubmitSteps<T, R>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const state: SubmitState<T> = { values, loadSchema, setErrors, setSending, busy, failedIn };
      // The form is read now: React clears the event's currentTarget once this handler returns.
      const form = event.currentTarget;
      return loadSubmit().then((m) => m.submitForm(form, state, steps), steps.failed);
    };

  return { values, errors, sending, setField, setErrors, field, reset, submit };
}
