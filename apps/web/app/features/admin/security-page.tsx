import { personRequestSchema } from '@tarang/shared/privacy';
import { inviteRequestSchema, securityMessages, type AdminRecord, type EnrolmentStart, type InvitationRecord, type SessionRecord } from '@tarang/shared/admin-security';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { downloadBlob } from '../../lib/download';
import { AdminLayout } from './admin-layout';
import {
  changeAdmin,
  erasePerson,
  exportPerson,
  fetchAdmins,
  fetchInvitations,
  fetchMySessions,
  inviteAdmin,
  revokeOtherSessions,
  SERVER_UNREACHABLE,
  SessionEndedError,
  withdrawInvitation,
} from './admin-api';
import { fieldFailure } from './field-failure';
import { StatusLine, Table, useChange, useList, type Status } from './admin-changes';
import { useAdminSession, withAdminSession } from './admin-session-context';
import { LogoutButton } from './dashboard';
import { Enrolment, ProveOwner } from './enrolment';
import { formatDashboardDate } from './format-date';
import { shortUserAgent } from './security-text';

// The Security page (docs/decisions/027-admin-security.md): your sessions, the administrators and their
// invitations, and replacing your authenticator. Every call goes through the session context, so a 401 or
// 403 (also securityMessages.mfaRequired) sends the page to /admin/login like the dashboard.

export const AdminSecurity = withAdminSession(SecurityScreen);

function SecurityScreen() {
  return (
    <AdminLayout wide nav actions={<LogoutButton />}>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
        <div>
          <h1 className="section-title">Security</h1>
          <p className="mt-1 text-sm text-ink-600">Sessions, administrators, invitations and two-factor sign-in. Times are in your time zone.</p>
        </div>
        <SessionsSection />
        <AdministratorsSection />
        <TwoFactorSection />
        <PersonDataSection />
      </div>
    </AdminLayout>
  );
}

/** A part of the page under its heading. Not a landmark: its table's scrolling region already carries the same name. */
function Panel({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-4 rounded-panel border border-ink-200 bg-white p-4 shadow-card sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-ink-600">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

const cell = 'px-3 py-3 align-top text-ink-900 first:pl-4 last:pr-4 whitespace-nowrap';

/** The cell that names its row for screen readers, with a badge on the viewer's own row ("You", "This session"). */
function RowName({ children, badge }: { children: ReactNode; badge?: string | false }) {
  return (
    <th scope="row" className={`${cell} font-medium`}>
      {children}
      {badge && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{badge}</span>}
    </th>
  );
}

function SessionsSection() {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const list = useList<SessionRecord>(fetchMySessions, 'sessions', version);
  const change = useChange(reload);
  const others = list.rows.filter((s) => !s.current).length;

  return (
    <Panel title="Your sessions" intro="Where you are signed in. Sessions end after 30 idle minutes, after 12 hours, and when you log out.">
      <Table
        caption="Your sessions"
        headers={['Signed in', 'Last active', 'From', 'Device']}
        list={list}
        row={(s) => (
          <>
            <RowName badge={s.current && 'This session'}>{formatDashboardDate(s.createdAt)}</RowName>
            <td className={cell}>{formatDashboardDate(s.lastSeenAt) || '—'}</td>
            <td className={cell}>{s.ip ?? 'Unknown'}</td>
            <td className={cell} title={s.userAgent ?? undefined}>
              {shortUserAgent(s.userAgent)}
            </td>
          </>
        )}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          busy={change.busy === 'sessions'}
          disabled={!list.loading && others === 0}
          onClick={() => change.run('sessions', revokeOtherSessions, securityMessages.sessionsRevoked)}
        >
          Sign out everywhere else
        </Button>
        <StatusLine status={change.status} />
      </div>
    </Panel>
  );
}

function AdministratorsSection() {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const admins = useList<AdminRecord>(fetchAdmins, 'administrators', version);
  const invitations = useList<InvitationRecord>(fetchInvitations, 'invitations', version);
  const change = useChange(reload);

  function disable(admin: AdminRecord) {
    if (!window.confirm(`Disable ${admin.email}? They are signed out at once and cannot sign in until enabled again.`)) return;
    void change.run(`disable-${admin.id}`, (token) => changeAdmin(token, admin.id, 'disable'), securityMessages.adminDisabled);
  }

  return (
    <Panel title="Administrators" intro="Everyone who can open this dashboard. Disabling an administrator ends their sessions at once.">
      <Table
        caption="Administrators"
        headers={['Name', 'E-mail', 'Two-factor', 'Status', 'Active sessions', 'Actions']}
        list={admins}
        row={(a) => (
          <>
            <RowName badge={a.you && 'You'}>{a.name || '—'}</RowName>
            <td className={cell}>{a.email}</td>
            <td className={cell}>{a.mfaEnrolled ? 'On' : 'Off'}</td>
            <td className={`${cell} ${a.disabled ? 'font-semibold text-danger-700' : ''}`}>{a.disabled ? 'Disabled' : 'Active'}</td>
            <td className={cell}>{a.activeSessions}</td>
            <td className={cell}>
              {a.you ? (
                <span className="text-ink-600">Your own account</span>
              ) : (
                <div className="flex gap-2">
                  {a.disabled ? (
                    <Button
                      variant="secondary"
                      aria-label={`Enable ${a.email}`}
                      busy={change.busy === `enable-${a.id}`}
                      onClick={() => change.run(`enable-${a.id}`, (token) => changeAdmin(token, a.id, 'enable'), securityMessages.adminEnabled)}
                    >
                      Enable
                    </Button>
                  ) : (
                    <Button variant="secondary" aria-label={`Disable ${a.email}`} busy={change.busy === `disable-${a.id}`} onClick={() => disable(a)}>
                      Disable
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    aria-label={`End sessions of ${a.email}`}
                    busy={change.busy === `revoke-${a.id}`}
                    disabled={a.activeSessions === 0}
                    onClick={() => change.run(`revoke-${a.id}`, (token) => changeAdmin(token, a.id, 'revoke-sessions'), securityMessages.sessionsRevoked)}
                  >
                    End sessions
                  </Button>
                </div>
              )}
            </td>
          </>
        )}
      />
      <StatusLine status={change.status} />

      <InviteForm onInvited={reload} />

      <h3 className="text-base font-semibold text-ink-900">Invitations</h3>
      <Table
        caption="Invitations"
        headers={['E-mail', 'Invited by', 'Sent', 'Expires', 'Status', 'Actions']}
        list={invitations}
        row={(i) => (
          <>
            <RowName>{i.email}</RowName>
            <td className={cell}>{i.invitedBy ?? 'Operator (CLI)'}</td>
            <td className={cell}>{formatDashboardDate(i.createdAt)}</td>
            <td className={cell}>{formatDashboardDate(i.expiresAt)}</td>
            <td className={cell}>{invitationStatusLabel[i.status]}</td>
            <td className={cell}>
              {i.status === 'pending' && (
                <Button
                  variant="secondary"
                  aria-label={`Withdraw the invitation to ${i.email}`}
                  busy={change.busy === `withdraw-${i.id}`}
                  onClick={() => change.run(`withdraw-${i.id}`, (token) => withdrawInvitation(token, i.id), securityMessages.invitationRevoked)}
                >
                  Withdraw
                </Button>
              )}
            </td>
          </>
        )}
      />
    </Panel>
  );
}

const invitationStatusLabel: Record<InvitationRecord['status'], string> = {
  pending: 'Pending',
  used: 'Used',
  expired: 'Expired',
  revoked: 'Withdrawn',
};

const loadInviteSchema = async () => inviteRequestSchema;
const loadPersonSchema = async () => personRequestSchema;

/**
 * A person's data on request (docs/product.md §14): export everything held about an address as JSON, or
 * erase it (after a confirmation naming the address). The server audits each use.
 */
function PersonDataSection() {
  const { token, handleError } = useAdminSession();
  const form = useZodForm(loadPersonSchema, { email: '' });
  const [status, setStatus] = useState<Status>();
  // Which of the form's two buttons is at work (its spinner).
  const [action, setAction] = useState<'export' | 'erase'>('export');

  const submitFor = (which: 'export' | 'erase') => {
    let address = '';
    return form.submit({
      async send({ email }) {
        setStatus(undefined);
        setAction(which);
        address = email;
        if (which === 'export') return exportPerson(token, email);
        if (!window.confirm(`Erase everything held about ${email}? This cannot be undone. The address goes on the suppression list and is never e-mailed again.`)) return null;
        return erasePerson(token, email);
      },
      sent(result) {
        if (which === 'export') {
          downloadBlob(new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' }), `person-${address.replace(/[^a-z0-9.@_-]/gi, '_')}.json`);
          setStatus({ text: `Exported the data held about ${address}.`, error: false });
          return;
        }
        const erased = result.data as { message?: string; deleted?: Record<string, number> } | undefined;
        const rows = Object.values(erased?.deleted ?? {}).reduce((n, c) => n + c, 0);
        setStatus({ text: `${erased?.message ?? 'Erased.'} ${rows} ${rows === 1 ? 'row' : 'rows'} deleted.`, error: false });
        form.reset();
      },
      refused(result) {
        if (!result.error?.fields) setStatus({ text: errorText(result, 'That did not work. Please try again.'), error: true });
      },
      failed(error) {
        handleError(error, 'person');
        if (!(error instanceof SessionEndedError)) setStatus({ text: SERVER_UNREACHABLE, error: true });
      },
    });
  };
  const onExport = submitFor('export');
  const onErase = submitFor('erase');
  // Enter in the field exports (the harmless one); the Erase button erases.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    ((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'erase' ? onErase : onExport)(event);

  return (
    <Panel
      title="A person’s data"
      intro="When someone asks for their data or asks to be forgotten: export everything held about their e-mail address as JSON, or erase it. Erasure deletes their account, leads, subscription and mail copies, removes the address from the audit trail and keeps only a keyed hash so it is never e-mailed again."
    >
      <form noValidate onSubmit={onSubmit} aria-label="A person’s data" className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField label="Their email" type="email" autoComplete="off" required className="sm:w-96" {...form.field('email')} />
          <Button type="submit" value="export" variant="secondary" busy={form.sending && action === 'export'} className="sm:mt-7">
            Export
          </Button>
          <Button type="submit" value="erase" busy={form.sending && action === 'erase'} className="sm:mt-7">
            Erase
          </Button>
        </div>
        <StatusLine status={status} />
      </form>
    </Panel>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const session = useAdminSession();
  const { token } = session;
  const form = useZodForm(loadInviteSchema, { email: '' });
  const [status, setStatus] = useState<string>();

  const onSubmit = form.submit({
    send: ({ email }) => {
      setStatus(undefined);
      return inviteAdmin(token, email);
    },
    sent(result) {
      setStatus(result.data?.message || securityMessages.invited);
      form.reset();
      onInvited();
    },
    // A refusal without field errors (securityMessages.alreadyAdmin) still belongs to the address.
    ...fieldFailure(form, 'email', 'The invitation could not be sent. Please try again.', session, 'invitation'),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite an administrator" className="space-y-3 rounded-card bg-ink-50 p-4">
      <h3 className="text-base font-semibold text-ink-900">Invite an administrator</h3>
      <p className="text-sm text-ink-600">They get an e-mail with a sign-up link for this address only, valid for 72 hours and usable once.</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField label="Email" type="email" autoComplete="off" required className="sm:w-96" {...form.field('email')} />
        <Button type="submit" busy={form.sending} className="sm:mt-7">
          Send invitation
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-ink-700">
        {status}
      </p>
    </form>
  );
}

function TwoFactorSection() {
  const { token, endSession } = useAdminSession();
  const [replacing, setReplacing] = useState(false);
  // The new secret, once the password and a current code have been accepted (ProveOwner).
  const [started, setStarted] = useState<EnrolmentStart>();
  const [status, setStatus] = useState<Status>();
  // Back from the enrolment (done or cancelled), focus returns to the button that started it.
  const panel = useRef<HTMLDivElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (replacing || !returning.current) return;
    returning.current = false;
    panel.current?.querySelector<HTMLButtonElement>('[data-replace]')?.focus();
  }, [replacing]);
  const finish = () => {
    returning.current = true;
    setReplacing(false);
    setStarted(undefined);
  };
  const cancel = (
    <Button variant="ghost" onClick={finish}>
      Cancel
    </Button>
  );

  return (
    <Panel
      title="Two-factor sign-in"
      intro="You sign in with your password and a code from your authenticator app. New phone? Replace the authenticator: confirm it is you with your password and a current code (or a recovery code); the old one stops working once the new one is confirmed, you get new recovery codes, every other session is signed out and you are e-mailed."
    >
      <div ref={panel} className="space-y-4">
        {replacing && !started && (
          <div className="max-w-md">
            <ProveOwner token={token} onStarted={setStarted} onSessionEnded={endSession} cancel={cancel} />
          </div>
        )}
        {replacing && started ? (
          <div className="max-w-md space-y-4">
            <Enrolment
              token={token}
              started={started}
              doneLabel="Done"
              onSessionEnded={endSession}
              onDone={(done) => {
                finish();
                setStatus({ text: done.message || securityMessages.enrolled, error: false });
              }}
              cancel={cancel}
            />
          </div>
        ) : replacing ? null : (
          <Button
            data-replace
            variant="secondary"
            onClick={() => {
              setStatus(undefined);
              setReplacing(true);
            }}
          >
            Replace authenticator
          </Button>
        )}
        <StatusLine status={status} />
      </div>
    </Panel>
  );
}
