import { factorProofSchema, mfaCodeSchema, securityMessages, type EnrolmentDone, type EnrolmentStart } from '@tarang/shared/admin-security';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { errorText, type ApiResult } from '../../lib/api';
import { copyText } from '../../lib/copy-text';
import { downloadBlob } from '../../lib/download';
import { useZodForm } from '../../lib/use-zod-form';
import { CheckboxField } from './admin-layout';
import { groupSecret } from './security-text';
import { confirmEnrolment, SessionEndedError, startEnrolment } from './admin-api';

export const loadCodeSchema = async () => mfaCodeSchema;
const loadProofSchema = async () => factorProofSchema;

/**
 * A refused code is the code's fault (its message goes under the field), unless the session itself is gone:
 * 401/403 with any other sentence (expired, disabled, a visitor's token).
 */
export function sessionGone(result: ApiResult<unknown>): boolean {
  return (result.status === 401 || result.status === 403) && errorText(result, '') !== securityMessages.codeInvalid;
}

/** The heading of a step takes focus when the step appears, so a screen reader hears where it is now. */
function useFocusOnMount<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold text-ink-900 focus:outline-none">
      {children}
    </h2>
  );
}

/** One-line status: copied, failed to copy. */
function useCopy() {
  const [said, setSaid] = useState('');
  return {
    said,
    async copy(text: string, what: string) {
      setSaid((await copyText(text)) ? `${what} copied.` : `${what} could not be copied. Select it and copy it yourself.`);
    },
  };
}

/**
 * Two-factor enrolment (docs/decisions/027-admin-security.md): a new secret as a QR code and as text, a code
 * from the app to confirm it, then the recovery codes, which must be saved before going on. The same steps
 * serve the first login (an 'enrol' session) and the Security page's "Replace authenticator".
 * `onSessionEnded`: the server refused the token (401/403), so there is nothing to enrol with.
 */
export function Enrolment({
  token,
  started,
  onDone,
  onSessionEnded,
  doneLabel = 'Continue',
  cancel,
}: {
  token: string;
  /** The new secret, when the caller has already asked for it (ProveOwner, replacing a factor). */
  started?: EnrolmentStart;
  onDone: (done: EnrolmentDone) => void;
  onSessionEnded: () => void;
  doneLabel?: string;
  /** A way out before the new secret is confirmed; once it is, the recovery codes must be seen through. */
  cancel?: ReactNode;
}) {
  const [start, setStart] = useState<EnrolmentStart | 'loading' | 'failed'>(started ?? 'loading');
  const [done, setDone] = useState<EnrolmentDone>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (started && attempt === 0) return;
    let live = true;
    startEnrolment(token).then(
      (result) => {
        if (!live) return;
        if (result.status === 401 || result.status === 403) return onSessionEnded();
        setStart(result.ok && result.data ? result.data : 'failed');
      },
      () => live && setStart('failed'),
    );
    return () => {
      live = false;
    };
    // onSessionEnded is the caller's; a new secret only on a new token or a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, attempt]);

  if (done) return <RecoveryCodes done={done} onContinue={() => onDone(done)} doneLabel={doneLabel} />;
  if (start === 'loading') {
    return (
      <>
        <p role="status" className="text-sm text-ink-600">
          Preparing two-factor sign-in…
        </p>
        {cancel}
      </>
    );
  }
  if (start === 'failed') {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-danger-700">
          Two-factor sign-in could not be set up just now.
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setStart('loading');
            setAttempt((a) => a + 1);
          }}
        >
          Try again
        </Button>
        {cancel}
      </div>
    );
  }
  return (
    <>
      <ScanAndConfirm token={token} start={start} onConfirmed={setDone} onSessionEnded={onSessionEnded} />
      {cancel}
    </>
  );
}

function ScanAndConfirm({
  token,
  start,
  onConfirmed,
  onSessionEnded,
}: {
  token: string;
  start: EnrolmentStart;
  onConfirmed: (done: EnrolmentDone) => void;
  onSessionEnded: () => void;
}) {
  const form = useZodForm(loadCodeSchema, { code: '' });
  const { said, copy } = useCopy();
  const secret = groupSecret(start.secret);

  const onSubmit = form.submit({
    send: ({ code }) => confirmEnrolment(token, code),
    sent(result) {
      if (result.data) onConfirmed(result.data);
    },
    refused(result) {
      if (sessionGone(result)) return onSessionEnded();
      if (!result.error?.fields) form.setErrors({ code: errorText(result, securityMessages.codeInvalid) });
    },
    failed(error) {
      if (error instanceof SessionEndedError) return onSessionEnded();
      form.setErrors({ code: 'The code could not be checked. Please try again.' });
    },
  });

  return (
    <div className="space-y-5">
      <StepHeading>Set up two-factor sign-in</StepHeading>
      <ol className="list-decimal space-y-4 pl-5 text-sm text-ink-700">
        <li>
          <p>Scan this QR code with an authenticator app.</p>
          {/* The server draws the QR code; the page's Content-Security-Policy allows data: images (img-src). */}
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.qrSvg)}`}
            alt="QR code to add this account to an authenticator app"
            width={192}
            height={192}
            className="mt-3 size-48 rounded border border-ink-200 bg-white p-2"
          />
        </li>
        <li>
          <p id="enrol-secret-label">Or type this key into the app:</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code aria-labelledby="enrol-secret-label" data-testid="totp-secret" className="break-words rounded bg-ink-100 px-2 py-1 font-mono text-base text-ink-900">
              {secret}
            </code>
            <Button variant="secondary" onClick={() => copy(start.secret, 'Key')}>
              Copy key
            </Button>
          </div>
          <p role="status" className="mt-1 min-h-5 text-xs text-ink-600">
            {said}
          </p>
        </li>
        <li>
          <p>Enter the 6-digit code the app shows.</p>
        </li>
      </ol>
      <form noValidate onSubmit={onSubmit} aria-label="Confirm two-factor sign-in" className="space-y-4">
        <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" required maxLength={32} {...form.field('code')} />
        <Button type="submit" busy={form.sending} className="w-full">
          Turn on two-factor sign-in
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodes({ done, onContinue, doneLabel }: { done: EnrolmentDone; onContinue: () => void; doneLabel: string }) {
  const [saved, setSaved] = useState(false);
  const { said, copy } = useCopy();
  const text = done.recoveryCodes.join('\n');
  return (
    <div className="space-y-4">
      <StepHeading>Save your recovery codes</StepHeading>
      <p className="text-sm text-ink-700">{done.message}</p>
      <p className="text-sm text-ink-700">
        Each code signs you in once if you lose your authenticator app. Store them somewhere safe, away from this device.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded bg-ink-50 p-3 font-mono text-sm text-ink-900">
        {done.recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => copy(text, 'Recovery codes')}>
          Copy all
        </Button>
        <Button variant="secondary" onClick={() => downloadBlob(new Blob([`${text}\n`], { type: 'text/plain' }), 'recovery-codes.txt')}>
          Download as .txt
        </Button>
      </div>
      <p role="status" className="min-h-5 text-xs text-ink-600">
        {said}
      </p>
      <CheckboxField label="I have saved my recovery codes" checked={saved} onChange={setSaved} />
      <Button className="w-full" disabled={!saved} onClick={onContinue}>
        {doneLabel}
      </Button>
    </div>
  );
}

/**
 * Replacing an authenticator starts here (docs/decisions/027-admin-security.md): the password and a current
 * code from the old app, or a recovery code, before the server hands out a new secret.
 */
export function ProveOwner({ token, onStarted, onSessionEnded, cancel }: { token: string; onStarted: (start: EnrolmentStart) => void; onSessionEnded: () => void; cancel: ReactNode }) {
  const form = useZodForm(loadProofSchema, { password: '', code: '' });
  const onSubmit = form.submit({
    send: (proof) => startEnrolment(token, proof),
    sent(result) {
      if (result.data) onStarted(result.data);
    },
    refused(result) {
      // A wrong password or code is named under its field (the hook shows `fields`); a 403 is the session.
      if (result.status === 401 || result.status === 403) return onSessionEnded();
      if (!result.error?.fields) form.setErrors({ code: errorText(result, securityMessages.codeInvalid) });
    },
    failed(error) {
      if (error instanceof SessionEndedError) return onSessionEnded();
      form.setErrors({ code: 'Your password and code could not be checked. Please try again.' });
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Confirm it is you" className="space-y-4">
      <StepHeading>Confirm it is you</StepHeading>
      <p className="text-sm text-ink-700">Enter your password and a code from your current authenticator app, or one of your recovery codes.</p>
      <TextField label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" required maxLength={32} {...form.field('code')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.sending}>
          Continue
        </Button>
        {cancel}
      </div>
    </form>
  );
}
