import { useId } from "react";
import { Button } from "../../components/ui/button";
import { FormNotice, TextField } from "../../components/ui/field";
import { MailIcon } from "../../components/ui/icons";
import { useToast } from "../../components/ui/toast";
import { Section } from "../../components/ui/section";
import type { SubscribeBoxCopy } from "../../content/subscribe";
import { useZodForm } from "../../lib/use-zod-form";

// The call and the spec's toasts load on the first submit: they carry zod, which the
// home and about pages would otherwise pay for in their first JavaScript.
const loadApi = () => import("./subscribe-api");

interface SubscribeBoxProps {
  /** From the page's loader (content/subscribe.ts). */
  copy: SubscribeBoxCopy;
}

/**
 * The 'Get in Touch' e-mail subscribe box (product §2, Home section 11 and About).
 * product §5 "Subscribe": no validation before sending, so the form has no schema; product §8
 * "Subscribe": 'Subscribed Successfully!!' or 'Something went wrong!!'; a thrown error is only logged.
 */
export function SubscribeBox({ copy }: SubscribeBoxProps) {
  const { title, text } = copy;
  const headingId = useId();
  const form = useZodForm(null, { email: "" });
  const toast = useToast();

  const onSubmit = form.submit({
    // The consent is the wording this box showed, on this page (docs/decisions/031-privacy-retention-erasure.md).
    send: ({ email }) =>
      loadApi().then((api) =>
        api.sendSubscribe(email, { version: copy.consentVersion, page: window.location.pathname }),
      ),
    async sent() {
      toast.success((await loadApi()).subscribeToasts.success);
      form.reset();
    },
    async refused() {
      toast.error((await loadApi()).subscribeToasts.failure);
    },
    failed: (error) => console.error("Subscribe failed", error),
  });

  return (
    <Section aria-labelledby={headingId} className="py-16 lg:py-20">
      <div className="grid items-center gap-8 overflow-hidden rounded-panel bg-brand-900 px-6 py-10 text-white sm:px-10 lg:grid-cols-2 lg:px-14 lg:py-14">
        <div>
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-card bg-white/10 text-accent-400"
          >
            <MailIcon className="size-6" />
          </span>
          <h2 id={headingId} className="mt-4 text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-3 text-brand-100">{text}</p>
        </div>
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          onFocus={() => void loadApi()}
          className="flex flex-wrap gap-3 sm:items-end"
        >
          <TextField dark label={copy.emailLabel} type="email" autoComplete="email" placeholder={copy.placeholder} className="w-full flex-1 sm:w-auto" {...form.field("email")} />
          <Button type="submit" variant="accent" size="lg" busy={form.sending} className="w-full sm:w-44">
            {copy.buttonLabel}
          </Button>
          <FormNotice text={copy.consentText} className="w-full text-brand-100" />
        </form>
      </div>
    </Section>
  );
}
