import { Link } from 'react-router';
import { site } from '../config/site';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({ title: `Page Not Found | ${site.name}`, description: 'This page does not exist.', path: '/404', noindex: true });

// product §2 "Page Not Found": title and text word for word (the '?.' is the spec's).
export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-brand-600">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900 sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-ink-600">
        We looked everywhere for this page. Are you sure the website URL is correct?. Get in touch with Site Owner
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-control bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        Go Back Home
      </Link>
    </section>
  );
}
