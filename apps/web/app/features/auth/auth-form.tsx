import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import type { ApiResult } from '../../lib/api';
import { logIn, signUp } from './auth-api';
import { authCopy, type AuthMode } from './auth-copy';
import { useAuth } from './auth-context';

// The shared schemas and toasts are loaded when the visitor starts typing: they carry zod,
// which every page would otherwise pay for in its first JavaScript.
const loadRules = () => import('@tarang/shared/auth');

const empty = { name: '', email: '', password: '' };

interface AuthFormProps {
  mode: AuthMode;
  /** spec 4: the toggle link, and a successful sign-up, switch modes; fields are cleared. */
  onModeChange(mode: AuthMode): void;
  /** After a successful login (the modal closes; the /login page goes home). */
  onLoggedIn(): void;
  /** Focus the first field on mount (in the modal; not on the /login page). */
  autoFocus?: boolean;
}

/**
 * The visitor Login / Sign Up form (spec 4 "Auth modal", 5 "Visitor auth form", 8 "Visitor auth").
 * Every failure is a toast: the first failing rule in the spec's order, then the server's answer.
 */
export function AuthForm({ mode, onModeChange, onLoggedIn, autoFocus = false }: AuthFormProps) {
  const [values, setValues] = useState(empty);
  const [sending, setSending] = useState(false);
  const toast = useToast();
  const { startSession } = useAuth();
  const signup = mode === 'signup';

  function switchMode(next: AuthMode) {
    setValues(empty);
    onModeChange(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { authToasts, userLoginSchema, userSignupSchema } = await loadRules();
      const parsed = signup
        ? userSignupSchema.safeParse(values)
        : userLoginSchema.safeParse({ email: values.email, password: values.password });
      if (!parsed.success) {
        toast.error(parsed.error.issues[0]?.message ?? authToasts.failed);
        return;
      }
      try {
        const result: ApiResult<{ message?: string; token?: string }> = signup
          ? await signUp(parsed.data as { name: string; email: string; password: string })
          : await logIn(parsed.data);
        // spec 8: a rejected call shows the server's error field, or the generic sentence.
        if (!result.ok) {
          toast.error(result.error?.error || result.error?.message || authToasts.failed);
          return;
        }
        const token = result.data?.token;
        // spec 8: any status other than 200 (or a login without a token) is unexpected.
        if (result.status !== 200 || (!signup && !token)) {
          toast.error(authToasts.unexpected);
          return;
        }
        toast.success(result.data?.message || authToasts.success);
        if (signup) {
          switchMode('login');
        } else if (token) {
          setValues(empty);
          await startSession(token);
          onLoggedIn();
        }
      } catch {
        toast.error(authToasts.failed);
      }
    } catch (error) {
      // The rules could not be loaded (a network failure mid-deploy): nothing was sent.
      console.error(error);
    } finally {
      setSending(false);
    }
  }

  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const other: AuthMode = signup ? 'login' : 'signup';

  return (
    // method="post": a submit before the page has hydrated must never put the password in the URL.
    <form method="post" noValidate onSubmit={onSubmit} onFocus={() => void loadRules()} aria-label={authCopy.formLabel[mode]} className="space-y-4">
      {signup && (
        <TextField label={authCopy.labels.name} name="name" autoComplete="name" value={values.name} onChange={set('name')} autoFocus={autoFocus} />
      )}
      <TextField
        label={authCopy.labels.email}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        autoFocus={autoFocus && !signup}
      />
      <TextField
        label={authCopy.labels.password}
        name="password"
        type="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        value={values.password}
        onChange={set('password')}
      />
      <Button type="submit" busy={sending} className="w-full">
        {authCopy.submit[mode]}
      </Button>
      <p className="text-center text-sm text-ink-600">
        {authCopy.toggle[mode].prompt}{' '}
        <button type="button" onClick={() => switchMode(other)} className="min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline">
          {authCopy.toggle[mode].link}
        </button>
      </p>
    </form>
  );
}
