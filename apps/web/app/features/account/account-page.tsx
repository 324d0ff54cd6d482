import type { AccountOverview, AccountSession, DeleteAccountInput } from '@tarang/shared/account';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Panel, StatusLine } from '../../components/ui/panel';
import { useToast } from '../../components/ui/toast';
import { errorText, type ApiResult } from '../../lib/api';
import { useStatusAction } from '../../lib/use-status-action';
import { useZodForm } from '../../lib/use-zod-form';
import { useAuth } from '../auth/auth-context';
import { SignedInPage } from '../auth/sign-in-prompt';
import { readToken } from '../auth/token-storage';
import { changeEmail, changePassword, confirmEmailChange, deleteAccount, loadAccount, saveName, signOutOthers } from './account-api';
import { accountCopy as words } from './account-copy';

// /account: a signed-in visitor's name, password, e-mail address, sessions and account deletion
// (docs/product.md §4, docs/decisions/047-visitor-account-page.md). The e-mail change link opens it too.

const loadRules = () => import('@tarang/shared/account');
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A short name for a session's browser, from its user agent: enough to tell one's devices apart. */
function browserName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  return system ? `${browser} on ${system}` : browser;
}

/** A panel's form: its fields, one submit button, and the status line for the server's answer. */
function PanelForm(props: { label: string; onSubmit: (event: FormEvent<HTMLFormElement>) => unknown; sending: boolean; submitLabel: string; status: string; className?: string; children: ReactNode }) {
  return (
    <>
      <form method="post" noValidate onSubmit={props.onSubmit} aria-label={props.label} className={`space-y-4 sm:max-w-md ${props.className ?? ''}`}>
        {props.children}
        <Button type="submit" busy={props.sending}>
          {props.submitLabel}
        </Button>
      </form>
      <StatusLine text={props.status} className="mt-3" />
    </>
  );
}

/** A form's steps on this page: the server's sentence in the panel's status line, a refusal's too. */
function steps<T>(setStatus: (text: string) => void, send: (input: T) => Promise<ApiResult<{ message: string }>>, after?: () => void) {
  return {
    send,
    sent(result: ApiResult<{ message: string }>) {
      setStatus(result.data?.message ?? '');
      after?.();
    },
    refused: (result: ApiResult<{ message: string }>) => setStatus(errorText(result, words.failed)),
    invalid: () => setStatus(''),
    failed: () => setStatus(words.failed),
  };
}

function ProfilePanel({ token, account, reload }: { token: string; account: AccountOverview; reload(): void }) {
  const [status, setStatus] = useState('');
  const { startSession } = useAuth();
  const form = useZodForm<'name'>(() => loadRules().then((m) => m.accountNameSchema), { name: account.name });
  // The header shows the visitor's initial: it reads the new name again.
  const onSubmit = form.submit(steps(setStatus, (input) => saveName(token, input), () => void startSession(token).then(reload)));
  return (
    <Panel id="account-profile" title={words.profileHeading}>
      <p className="text-sm text-ink-700">
        {words.emailIs}: <span className="font-semibold text-ink-900">{account.email}</span> ({account.emailVerified ? words.verified : words.notVerified})
        {!account.emailVerified && (
          <>
            {' · '}
            <Link to="/verify-email" className="font-semibold text-brand-700 underline">
              {words.verifyLink}
            </Link>
          </>
        )}
      </p>
      <PanelForm label={words.profileHeading} onSubmit={onSubmit} sending={form.sending} submitLabel={words.saveName} status={status} className="mt-4">
          <TextField label={words.nameLabel} autoComplete="name" {...form.field('name')} />
      </PanelForm>
    </Panel>
  );
}

function PasswordPanel({ token, reload }: { token: string; reload(): void }) {
  const [status, setStatus] = useState('');
  const form = useZodForm<'currentPassword' | 'newPassword'>(() => loadRules().then((m) => m.changePasswordSchema), { currentPassword: '', newPassword: '' });
  const onSubmit = form.submit(
    steps(setStatus, (input) => changePassword(token, input), () => {
      form.reset();
      reload();
    }),
  );
  return (
    <Panel id="account-password" title={words.passwordHeading} intro={words.passwordIntro}>
      <PanelForm label={words.passwordHeading} onSubmit={onSubmit} sending={form.sending} submitLabel={words.savePassword} status={status}>
          <TextField label={words.currentPassword} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
          <TextField label={words.newPassword} type="password" autoComplete="new-password" {...form.field('newPassword')} />
      </PanelForm>
    </Panel>
  );
}

function EmailPanel({ token, account }: { token: string; account: AccountOverview }) {
  const [status, setStatus] = useState('');
  const form = useZodForm<'newEmail' | 'currentPassword'>(() => loadRules().then((m) => m.changeEmailSchema), { newEmail: '', currentPassword: '' });
  const onSubmit = form.submit(steps(setStatus, (input) => changeEmail(token, input), form.reset));
  return (
    <Panel id="account-email" title={words.emailHeading} intro={words.emailIntro(account.email)}>
      <PanelForm label={words.emailHeading} onSubmit={onSubmit} sending={form.sending} submitLabel={words.sendEmailLink} status={status}>
          <TextField label={words.newEmail} type="email" autoComplete="email" {...form.field('newEmail')} />
          <TextField label={words.currentPassword} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      </PanelForm>
    </Panel>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  return (
    <li className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between">
      <span className="font-semibold text-ink-900">
        {browserName(session.browser)}
        {session.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{words.thisBrowser}</span>}
      </span>
      <span className="text-sm text-ink-600">
        {words.since(when(session.createdAt))}
        {session.ip && ` · ${words.from(session.ip)}`}
      </span>
    </li>
  );
}

function SessionsPanel({ token, account, reload }: { token: string; account: AccountOverview; reload(): void }) {
  const { busy, status, run } = useStatusAction(words.failed);
  const others = account.sessions.filter((s) => !s.current).length;
  const signOut = () =>
    run(async () => {
      const result = await signOutOthers(token);
      reload();
      return result.ok ? (result.data?.message ?? '') : errorText(result, words.failed);
    });
  return (
    <Panel id="account-sessions" title={words.sessionsHeading} intro={words.sessionsIntro}>
      <ul className="divide-y divide-ink-200">
        {account.sessions.map((s) => (
          <SessionRow key={s.id} session={s} />
        ))}
      </ul>
      {others > 0 ? (
        <Button variant="secondary" className="mt-3" busy={busy} onClick={() => void signOut()}>
          {words.signOutOthers}
        </Button>
      ) : (
        <p className="mt-3 text-sm text-ink-600">{words.noOtherSessions}</p>
      )}
      <StatusLine text={status} className="mt-3" />
    </Panel>
  );
}

/** What deleting the account erases, or keeps: a heading and its list. */
function Lines({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-ink-900">{heading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function DeletePanel({ token }: { token: string }) {
  const [status, setStatus] = useState('');
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useZodForm<'currentPassword' | 'confirm', DeleteAccountInput>(() => loadRules().then((m) => m.deleteAccountSchema), { currentPassword: '', confirm: '' });
  const onSubmit = form.submit({
    ...steps(setStatus, (input) => deleteAccount(token, input)),
    async sent(result: ApiResult<{ message: string }>) {
      // The server erased the sessions with the account: this browser forgets its token too.
      await logout();
      if (result.data) toast.success(result.data.message);
      void navigate('/', { replace: true });
    },
  });
  return (
    <Panel id="account-delete" title={words.deleteHeading} intro={words.deleteIntro}>
      <div className="grid gap-4 text-sm text-ink-700 md:grid-cols-2">
        <Lines heading={words.erasedHeading} lines={words.erased} />
        <Lines heading={words.keptHeading} lines={words.kept} />
      </div>
      <PanelForm label={words.deleteHeading} onSubmit={onSubmit} sending={form.sending} submitLabel={words.deleteButton} status={status} className="mt-5">
          <TextField label={words.currentPassword} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
          <TextField label={words.confirmLabel} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.field('confirm')} />
      </PanelForm>
    </Panel>
  );
}

/** The e-mail change link's token, sent once per visit; the address bar drops it afterwards. */
function useEmailChangeLink(onDone: () => void) {
  const [params, setParams] = useSearchParams();
  const linkToken = params.get('token');
  const [answer, setAnswer] = useState<{ text: string; ok: boolean } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !linkToken) return;
    sent.current = true;
    setAnswer({ text: words.confirming, ok: true });
    confirmEmailChange(linkToken).then(
      (result) => {
        setAnswer({ text: result.ok ? (result.data?.message ?? '') : errorText(result, words.failed), ok: result.ok });
        setParams({}, { replace: true });
        onDone();
      },
      () => setAnswer({ text: words.failed, ok: false }),
    );
  }, [linkToken, setParams, onDone]);
  return answer;
}

type Loaded = { token: string; account: AccountOverview };

export function AccountPage() {
  const { user } = useAuth();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState('');
  const [token, setToken] = useState<string | null>(null);

  const reload = useCallback(() => {
    const current = readToken();
    setToken(current);
    if (!current) return setLoaded(null);
    loadAccount(current).then(
      (result) => {
        if (result.ok && result.data) {
          setLoaded({ token: current, account: result.data });
          setProblem('');
        } else setProblem(result.status === 401 ? words.sessionEnded : errorText(result, words.failed));
      },
      () => setProblem(words.failed),
    );
  }, []);
  // Read again when the visitor logs in or out (the token lives in local storage).
  useEffect(() => {
    const timer = setTimeout(reload, 0);
    return () => clearTimeout(timer);
  }, [reload, user]);
  const linkAnswer = useEmailChangeLink(reload);

  return (
    <SignedInPage
      words={words}
      signedIn={Boolean(token && user)}
      problem={problem}
      notice={
        linkAnswer && (
          <p role={linkAnswer.ok ? 'status' : 'alert'} className={`mt-6 rounded-card border p-4 ${linkAnswer.ok ? 'border-success-600 bg-success-50 text-ink-900' : 'border-danger-600 bg-danger-50 text-danger-700'}`}>
            {linkAnswer.text}
          </p>
        )
      }
    >
      {!loaded && !problem && <p className="text-ink-600">{words.loading}</p>}
      {loaded && (
        <>
          <ProfilePanel token={loaded.token} account={loaded.account} reload={reload} />
          <PasswordPanel token={loaded.token} reload={reload} />
          <EmailPanel token={loaded.token} account={loaded.account} />
          <SessionsPanel token={loaded.token} account={loaded.account} reload={reload} />
          <DeletePanel token={loaded.token} />
        </>
      )}
    </SignedInPage>
  );
}
