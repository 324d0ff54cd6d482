import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { MailIcon } from '../../components/ui/icons';
import { useToast } from '../../components/ui/toast';
import { wrap } from '../../components/ui/page-column';
import { subscribeBox } from '../../content/subscribe';

// The call and the spec's toasts load on the first submit: they carry zod, which the
// home and about pages would otherwise pay for in their first JavaScript.
const loadApi = () => import('./subscribe-api');

interface SubscribeBoxProps {
  title?: string;
  text?: string;
}

/**
 * The 'Get in Touch' e-mail subscribe box (spec 2, Home section 11 and About).
 * spec 5: no validation before sending; spec 8: 'Subscribed Successfully!!' or
 * 'Something went wrong!!'; a thrown error is only logged.
 */
export function SubscribeBox({ title = subscribeBox.title, text = subscribeBox.text }: SubscribeBoxProps) {
  const headingId = useId();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const toast = useToast();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { sendSubscribe, subscribeToasts } = await loadApi();
      const result = await sendSubscribe(email);
      if (result.ok) {
        toast.success(subscribeToasts.success);
        setEmail('');
      } else {
        toast.error(subscribeToasts.failure);
      }
    } catch (error) {
      console.error('Subscribe failed', error);
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className={`${wrap} py-16 lg:py-20`}>
      <div className="grid items-center gap-8 overflow-hidden rounded-panel bg-brand-900 px-6 py-10 text-white sm:px-10 lg:grid-cols-2 lg:px-14 lg:py-14">
        <div>
          <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-card bg-white/10 text-accent-400">
            <MailIcon className="size-6" />
          </span>
          <h2 id={headingId} className="mt-4 text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-3 text-brand-100">{text}</p>
        </div>
        <form method="post" noValidate onSubmit={onSubmit} onFocus={() => void loadApi()} className="flex flex-col gap-3">
          <label htmlFor={inputId} className="text-sm font-medium text-brand-100">
            {subscribeBox.emailLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={subscribeBox.placeholder}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="min-h-12 flex-1 rounded-control border border-white/20 bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 focus:outline-none focus:ring-2 focus:ring-accent-400"
            />
            <Button type="submit" variant="accent" size="lg" busy={sending} className="sm:w-44">
              {subscribeBox.buttonLabel}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
