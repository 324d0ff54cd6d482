import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormNotice, TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { logIn, signUp } from './auth-api';
import { accountCopy } from './account-copy';
import { authCopy, type AuthMode } from './auth-copy';
import { useAuth } from './auth-context';

// The shared schemas and toasts load when the visitor starts typing: they carry zod, which every page
// would otherwise pay for in its first JavaScript.
const loadRules = () => import('@tarang/shared/auth');
const schemas = {
  signup: () => loadRules().then((m) => m.userSignupSchema),
  login: () => loadRules().then((m) => m.userLoginSchema),
};

const empty = { name: '', email: '', password: '' };

// docs/decisions/029-bot-protection.md: the sign-up's bot check loads when the form is first used.
const loadBotCheck = () => import('../../lib/bot-check');

interface AuthFormProps {
  mode: AuthMode;
  /** product §4 "Auth modal": the toggle link, and a successful sign-up, switch modes; fields are cleared. */
  onModeChange(mode: AuthMode): void;
  /** After a successful login: the modal closes where the visitor is; the /login page lands on the Developer console (docs/decisions/048-developer-console.md). */
  onLoggedIn(): void;
  /** Focus the first field on mount (in the modal; not on the /login page). */
  autoFocus?: boolean;
  /** The "Forgot password?" link leaves for its page: the modal closes (docs/decisions/046-visitor-verification-and-reset.md). */
  onLeave?(): void;
}

/**
 * The visitor Login / Sign Up form (product §4 "Auth modal", §5 "Visitor auth form", §8 "Visitor auth").
 * Every failure is a toast: the first failing rule in the spec's order, then the server's answer.
 */
export function AuthForm({ mode, onModeChange, onLoggedIn, autoFocus = false, onLeave }: AuthFormProps) {
  const form = useZodForm<keyof typeof empty, { name?: string; email: string; password: string }>(schemas[mode], empty);
  const toast = useToast();
  const { startSession } = useAuth();
  const signup = mode === 'signup';

  function switchMode(next: AuthMode) {
    form.reset();
    onModeChange(next);
  }

  const onSubmit = form.submit<{ message?: string; token?: string }>({
    send: async (input) => (signup ? signUp(await (await loadBotCheck()).withBotProof('signup', { ...input, name: input.name ?? '' })) : logIn(input)),
    async sent(result) {
      const { authToasts } = await loadRules();
      const token = result.data?.token;
      // product §8 "Visitor auth": any status other than 200 (or a login without a token) is unexpected.
      if (result.status !== 200 || (!signup && !token)) return toast.error(authToasts.unexpected);
      toast.success(result.data?.message || authToasts.success);
      if (!token) return switchMode('login');
      form.reset();
      await startSession(token);
      onLoggedIn();
    },
    async refused(result) {
      toast.error(errorText(result, (await loadRules()).authToasts.failed));
    },
    invalid: (errors) => toast.error(Object.values(errors)[0]!),
    async failed() {
      toast.error((await loadRules()).authToasts.failed);
    },
  });

  const other: AuthMode = signup ? 'login' : 'signup';

  return (
    // method="post": a submit before the page has hydrated must never put the password in the URL.
    <form method="post" noValidate onSubmit={onSubmit} onFocus={() => {
      void loadRules();
      if (signup) void loadBotCheck().then((m) => m.startBotCheck('signup'));
    }} aria-label={authCopy.formLabel[mode]} className="space-y-4">
      {signup && <TextField label={authCopy.labels.name} autoComplete="name" autoFocus={autoFocus} {...form.field('name')} />}
      <TextField label={authCopy.labels.email} type="email" autoComplete="email" autoFocus={autoFocus && !signup} {...form.field('email')} />
      <TextField
        label={authCopy.labels.password}
        type="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        {...form.field('password')}
      />
      {!signup && (
        <p className="-mt-2 text-right text-sm">
          <Link to="/reset-password" onClick={onLeave} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
            {accountCopy.forgotLink}
          </Link>
        </p>
      )}
      <Button type="submit" busy={form.sending} className="w-full">
        {authCopy.submit[mode]}
      </Button>
      {signup && <FormNotice text={authCopy.signupNotice} className="text-center text-ink-600" />}
      <p className="text-center text-sm text-ink-600">
        {authCopy.toggle[mode].prompt}{' '}
        <button type="button" onClick={() => switchMode(other)} className="min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline">
          {authCopy.toggle[mode].link}
        </button>
      </p>
    </form>
  );
}
