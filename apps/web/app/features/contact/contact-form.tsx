import { useState, type FormEvent } from 'react';
import { countryContact, site, telHref } from '../../config/site';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { wrap } from '../../components/ui/page-column';
import { errorText, NETWORK_ERROR_TEXT } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { sendContactRequest } from './contact-api';

// spec 8 "Contact": the exact toasts; the failure toast lasts 2 s (spec 9).
export const contactToasts = {
  success: 'Congrats!! Our team will connect with you soon.',
  failure: 'Failed to submit form',
  failureDurationMs: 2000,
} as const;

const empty = { name: '', email: '', contact: '', question: '' };
const loadSchema = () => import('@tarang/shared/contact').then((m) => m.contactRequestSchema);

export function ContactForm() {
  const form = useZodForm(loadSchema, empty);
  const [sending, setSending] = useState(false);
  const toast = useToast();
  const india = countryContact();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return;
    setSending(true);
    try {
      const result = await sendContactRequest(input);
      if (result.ok) {
        toast.success(contactToasts.success);
        form.reset();
      } else {
        if (result.error?.fields) form.setErrors(result.error.fields);
        toast.error(`${contactToasts.failure}: ${errorText(result, `the server answered ${result.status}`)}`, contactToasts.failureDurationMs);
      }
    } catch {
      toast.error(`${contactToasts.failure}: ${NETWORK_ERROR_TEXT}`, contactToasts.failureDurationMs);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`${wrap} grid gap-10 py-14 lg:grid-cols-5 lg:py-20`}>
        <div className="lg:col-span-2">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Contact With Our Team</h1>
          <p className="mt-4 text-lg text-ink-600">
            Tell us what you want to send, to whom and how often. A messaging specialist will map the fastest way to
            scale your campaigns, OTPs and alerts, usually within one business day.
          </p>
          <dl className="mt-8 space-y-4 text-sm text-ink-700">
            <div>
              <dt className="font-semibold text-ink-900">Sales</dt>
              <dd>
                <a className="text-brand-700 hover:underline" href={telHref(india.salesPhone)}>
                  {india.salesPhone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">E-mail</dt>
              <dd>
                <a className="text-brand-700 hover:underline" href={`mailto:${site.emails.sales}`}>
                  {site.emails.sales}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">{india.office.label}</dt>
              <dd>{india.office.lines.join(', ')}</dd>
            </div>
          </dl>
        </div>

        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Contact form"
          className="space-y-5 rounded-panel border border-ink-200 bg-white p-6 shadow-card sm:p-8 lg:col-span-3"
        >
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={form.values.name}
            error={form.errors.name}
            onChange={(e) => form.setField('name', e.target.value)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={form.values.email}
              error={form.errors.email}
              onChange={(e) => form.setField('email', e.target.value)}
            />
            <TextField
              label="Contact"
              name="contact"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="98765 43210"
              value={form.values.contact}
              error={form.errors.contact}
              onChange={(e) => form.setField('contact', e.target.value)}
            />
          </div>
          <TextAreaField
            label="Your Question"
            name="question"
            rows={5}
            value={form.values.question}
            error={form.errors.question}
            onChange={(e) => form.setField('question', e.target.value)}
          />
          <Button type="submit" busy={sending} className="w-full sm:w-auto">
            Submit
          </Button>
        </form>
      </div>
    </section>
  );
}
