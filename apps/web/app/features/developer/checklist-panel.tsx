import { CONSOLE_STEPS, type ConsoleStep } from '@tarang/shared/developer';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Panel, StatusLine } from '../../components/ui/panel';
import { CheckIcon } from '../../components/ui/icons';
import { developerPage as words } from '../../content/developer';
import { errorText } from '../../lib/api';
import { useStatusAction } from '../../lib/use-status-action';
import { resendVerification } from '../auth/auth-api';
import type { PanelProps } from './panel';

/**
 * Where each step is done: a panel of this page, or Try it on the API page (docs/decisions/048-developer-console.md).
 * `developer-callbacks` is the delivery-report panel's heading.
 */
const stepTarget: Record<ConsoleStep, string> = {
  verifyEmail: '#developer-email',
  testKey: '#developer-key',
  senderId: '#developer-dlt',
  template: '#developer-templates',
  firstSms: '/api?service=sms',
  delivered: '#developer-log',
  callbackUrl: '#developer-callbacks',
};

function StepLink({ step }: { step: ConsoleStep }) {
  const to = stepTarget[step];
  const className = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
  // A panel of this page is an anchor: the browser moves there and the panel's heading takes focus.
  return to.startsWith('#') ? (
    <a href={to} className={className}>
      {words.steps[step]}
    </a>
  ) : (
    <Link to={to} className={className}>
      {words.steps[step]}
    </Link>
  );
}

/** The account's e-mail and whether it is verified, with a new link for one that is not (decision 046). */
function EmailState({ token, email, verified }: { token: string; email: string; verified: boolean }) {
  const { busy, status, run } = useStatusAction(words.failed);
  const resend = () =>
    run(async () => {
      const result = await resendVerification(token);
      return result.ok && result.data ? result.data.message : errorText(result, words.failed);
    });
  return (
    <div id="developer-email" tabIndex={-1} className="scroll-mt-24 focus:outline-none">
      <p className="text-sm text-ink-700">{verified ? words.emailVerified(email) : words.emailUnverified(email)}</p>
      {!verified && (
        <Button variant="secondary" className="mt-2" busy={busy} onClick={() => busy || void resend()}>
          {words.resend}
        </Button>
      )}
      <StatusLine text={status} className="mt-1" />
    </div>
  );
}

/** The console's home: the verified state and the getting-started checklist, read from the account. */
export function ChecklistPanel({ token, status }: PanelProps) {
  const done = CONSOLE_STEPS.filter((step) => status.steps[step]).length;
  return (
    <Panel id="developer-start" title={words.startHeading} intro={words.startIntro}>
      <EmailState token={token} email={status.email} verified={status.emailVerified} />
      <p className="mt-4 text-sm font-semibold text-ink-900">{words.startDone(done, CONSOLE_STEPS.length)}</p>
      {/* Two columns read down, so the steps keep their order on a wide screen too. */}
      <ol className="mt-2 space-y-2 sm:columns-2 sm:gap-x-8" aria-label={words.startHeading}>
        {CONSOLE_STEPS.map((step) => {
          const ok = status.steps[step];
          return (
            <li key={step} className="flex break-inside-avoid items-center gap-3 text-sm">
              <span aria-hidden="true" className={`flex size-6 shrink-0 items-center justify-center rounded-full border ${ok ? 'border-success-600 bg-success-600 text-white' : 'border-ink-300 bg-white'}`}>
                {ok && <CheckIcon className="size-4" />}
              </span>
              <StepLink step={step} />
              <span className={ok ? 'font-semibold text-ink-900' : 'text-ink-600'}>{ok ? words.stepDone : words.stepToDo}</span>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
