import { Link } from 'react-router';
import { site } from '../config/site';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({ title: `Bulk SMS, Voice & WhatsApp API for Business | ${site.name}`, description: site.description, path: '/' });

export default function Home() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">{site.tagline}</h1>
      <p className="mt-6 max-w-2xl text-lg text-ink-600">{site.description}</p>
      <Link to="/contact" className="mt-8 inline-flex min-h-11 items-center rounded-control bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
        Talk to our team
      </Link>
    </section>
  );
}
