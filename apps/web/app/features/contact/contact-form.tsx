import { phoneExamples, phoneFieldHints } from "@tarang/shared/phone-examples";
import { site, telHref } from "../../config/site";
import { Button } from "../../components/ui/button";
import { FormNotice, TextField } from "../../components/ui/field";
import { TextAreaField } from "../../components/ui/text-area-field";
import { useToast } from "../../components/ui/toast";
import { Section } from "../../components/ui/section";
import { errorText } from "../../lib/api";
import { schemaLoadersByCountry } from "../../lib/phone-rules";
import { useZodForm } from "../../lib/use-zod-form";
import { useState } from "react";
import { useCountry } from "../layout/country";
import { loadBotCheck, sendContactRequest } from "./contact-api";

// product §8 "Contact": the exact toasts; product §9: the failure toast lasts 2 s.
const contactToasts = {
  success: "Congrats!! Our team will connect with you soon.",
  failure: "Failed to submit form",
  failureDurationMs: 2000,
} as const;

// docs/decisions/031-privacy-retention-erasure.md: what the form collects and why, beside its button.
const contactNotice = "We use your name, e-mail, phone and question only to answer you.";

const NETWORK_ERROR_TEXT =
  "We could not reach the server. Check your connection and try again.";

const empty = { name: "", email: "", contact: "", question: "" };
const schemaFor = schemaLoadersByCountry((country, withLibrary) =>
  import("@tarang/shared/contact").then((m) => m.contactSchemaIn(country, withLibrary)),
);

export function ContactForm() {
  // product §13: the numbers, the office and the phone rule follow the country picker.
  const { country } = useCountry();
  // The number as last typed picks the rules: one starting with + needs the phone library (decision 045).
  const [typedNumber, setTypedNumber] = useState("");
  const form = useZodForm(schemaFor(country.code, typedNumber), empty);
  const contactField = form.field("contact");
  const toast = useToast();
  const failure = (why: string) =>
    toast.error(
      `${contactToasts.failure}: ${why}`,
      contactToasts.failureDurationMs,
    );

  const onSubmit = form.submit({
    send: (input) => sendContactRequest(input, country.code),
    sent() {
      toast.success(contactToasts.success);
      form.reset();
      setTypedNumber("");
    },
    refused: (result) =>
      failure(errorText(result, `the server answered ${result.status}`)),
    failed: () => failure(NETWORK_ERROR_TEXT),
  });

  return (
    <Section
      className="bg-gradient-to-b from-brand-50 to-white"
      columnClassName="grid gap-10 py-14 lg:grid-cols-5 lg:py-20"
    >
      <div className="lg:col-span-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Contact With Our Team
        </h1>
        <p className="mt-4 text-lg text-ink-600">
          Tell us what you want to send, to whom and how often. A messaging
          specialist will map the fastest way to scale your campaigns, OTPs and
          alerts, usually within one business day.
        </p>
        <dl className="mt-8 space-y-4 text-sm text-ink-700">
          {(
            [
              ["Sales", country.salesPhone],
              ["Support", country.supportPhone],
            ] as const
          ).map(([term, phone]) => (
            <div key={term}>
              <dt className="font-semibold text-ink-900">{term}</dt>
              <dd>
                <a
                  className="text-brand-700 hover:underline"
                  href={telHref(phone)}
                >
                  {phone}
                </a>
              </dd>
            </div>
          ))}
          <div>
            <dt className="font-semibold text-ink-900">E-mail</dt>
            <dd>
              <a
                className="text-brand-700 hover:underline"
                href={`mailto:${site.emails.sales}`}
              >
                {site.emails.sales}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-900">
              {country.office.label}
            </dt>
            <dd>{country.office.lines.join(", ")}</dd>
          </div>
        </dl>
      </div>

      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadBotCheck().then((m) => m.startBotCheck("contact"))}
        aria-label="Contact form"
        className="space-y-5 rounded-panel border border-ink-200 bg-white p-6 shadow-card sm:p-8 lg:col-span-3"
      >
        <TextField label="Name" autoComplete="name" {...form.field("name")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
          <TextField
            label="Contact"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={phoneExamples[country.code]}
            hint={phoneFieldHints[country.code]}
            {...contactField}
            onChange={(e) => {
              setTypedNumber(e.target.value);
              contactField.onChange(e);
            }}
          />
        </div>
        <TextAreaField
          label="Your Question"
          rows={5}
          {...form.field("question")}
        />
        <Button type="submit" busy={form.sending} className="w-full sm:w-auto">
          Submit
        </Button>
        <FormNotice text={contactNotice} className="text-ink-600" />
      </form>
    </Section>
  );
}
