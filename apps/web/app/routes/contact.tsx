import { ContactForm } from '../features/contact/contact-form';
import { site } from '../config/site';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: `Contact Sales and Support | ${site.name}`,
    description:
      'Ask our team about bulk SMS, voice, OTP, RCS, WhatsApp and e-mail campaigns. We answer every question within one business day.',
    path: '/contact',
  });

export default function ContactPage() {
  return <ContactForm />;
}
