import { useLoaderData } from 'react-router';
import { legalPage } from '../content/legal-extra';
import { privacyPolicy } from '../content/legal';
import { pageSeo } from '../content/seo';
import { LegalPage } from '../features/legal/legal-page';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/Privacy-policy'];

// spec 2: /Privacy-policy and /Privacy-Policy are both links to this page. The server matches
// paths case-insensitively, so both spellings are one page with one canonical URL.
export const meta = () => pageMeta({ title: seo?.title ?? 'Privacy Policy', description: seo?.description ?? '', path: '/Privacy-policy' });

// Build time only (prerender): the document travels as page data, not as JavaScript.
export const loader = () => ({ doc: privacyPolicy });

export default function PrivacyRoute() {
  return <LegalPage doc={useLoaderData<typeof loader>().doc} updatedLabel={legalPage.updated} contentsLabel={legalPage.contents} />;
}
