import { ContactForm } from '../features/contact/contact-form';
import { site } from '../config/site';
import { pageMeta } from '../lib/seo';
import { jsonLdMeta, pageBreadcrumbJsonLd } from '../lib/structured-data.server';
import type { Route } from './+types/contact';

// Runs at build time only (prerender): the structured data travels as page data, not as JavaScript.
export const loader = () => ({ jsonLd: jsonLdMeta(pageBreadcrumbJsonLd('/contact')) });

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({
    title: `Contact Sales and Support | ${site.name}`,
    description:
      'Ask our team about bulk SMS, voice, OTP, RCS, WhatsApp and e-mail campaigns. We answer every question within one business day.',
    path: '/contact',
    jsonLd: data?.jsonLd,
  });

export default function ContactPage() {
  return <ContactForm />;
}
