import type { FieldErrors, firstErrorPerField } from '@tarang/shared/validation';
import type { z } from 'zod';
import type { ApiResult } from './api';

export interface SubmitSteps<T, R> {
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

type FormRules<T> = Promise<[z.ZodType<T>, { firstErrorPerField: typeof firstErrorPerField }]>;
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

const loaded = new WeakMap<SchemaLoader<unknown>, FormRules<unknown>>();

/**
 * A form's schema and the rule that turns its issues into one message per field, loaded once per loader:
 * a form that switches schema (Login / Sign Up) loads the one it now needs. A failed load (offline) is
 * tried again at the next edit or submit.
 */
export function rulesFor<T>(loadSchema: SchemaLoader<T>): FormRules<T> {
  let ready = loaded.get(loadSchema) as FormRules<T> | undefined;
  if (!ready) {
    ready = Promise.all([loadSchema(), import('@tarang/shared/validation')]);
    loaded.set(loadSchema, ready);
    ready.catch(() => loaded.delete(loadSchema));
  }
  return ready;
}

/** What a submit needs of the form hook's state (use-zod-form.ts). */
export interface SubmitState<T> {
  values: unknown;
  /** Null when the form has no schema: the values go as typed. */
  loadSchema: SchemaLoader<T> | null;
  setErrors(errors: FieldErrors): void;
  setSending(sending: boolean): void;
  /** Set while a submit is being checked or sent: a second submit meanwhile does nothing. */
  busy: { current: boolean };
  /** The form whose submit failed, for the hook to focus its first invalid field after the render. */
  failedIn: { current: HTMLFormElement | null };
}

/**
 * A submit of the one form hook: checks the values, then sends them with the form busy. It loads when a
 * visitor first edits or submits a form, not with the page (docs/decisions/015-paint-first.md). A failure
 * leaves focus in the form, so a person in a dialog stays in it (Escape still closes it): on the first
 * field with an error (the rules' or the server's), otherwise on the control they submitted with (a busy
 * Button keeps it), while the form's alert or toast announces the message
 * (docs/decisions/024-focus-after-a-failed-submit.md).
 */
export async function submitForm<T, R>(form: HTMLFormElement, state: SubmitState<T>, steps: SubmitSteps<T, R>) {
  if (state.busy.current) return;
  state.busy.current = true;
  let failed = true;
  try {
    const ready = state.loadSchema && rulesFor(state.loadSchema);
    let input = state.values as T;
    if (ready) {
      const [schema, { firstErrorPerField }] = await ready;
      const result = schema.safeParse(state.values);
      if (!result.success) {
        const found = firstErrorPerField(result.error);
        state.setErrors(found);
        steps.invalid?.(found);
        return;
      }
      input = result.data;
    }
    state.setErrors({});
    state.setSending(true);
    const result = await steps.send(input);
    if (!result) return;
    if (result.ok) {
      failed = false;
      return await steps.sent(result);
    }
    if (result.error?.fields) state.setErrors(result.error.fields);
    steps.refused(result);
  } catch (error) {
    steps.failed(error);
  } finally {
    state.busy.current = false;
    state.setSending(false);
    if (failed) state.failedIn.current = form;
  }
}
