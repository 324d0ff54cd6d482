import { readRetention } from '@tarang/shared/privacy';
import { legalPage, privacyPolicyFor } from '../content/legal';
import { LegalPage } from '../features/legal/legal-page';
import { loadedPageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/privacy';

// Build time only (prerender): the document (its retention periods from the build's environment, the
// server's settings: docs/decisions/031-privacy-retention-erasure.md), its labels and the page's title and description
// travel as page data, not as JavaScript.
export const loader = () => ({ doc: privacyPolicyFor(readRetention(process.env)), labels: legalPage, ...pageHead('/Privacy-policy') });

// product §2: /Privacy-policy and /Privacy-Policy are both links to this page. The server matches
// paths case-insensitively, so both spellings are one page with one canonical URL.
export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/Privacy-policy', { title: 'Privacy Policy' });

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { doc, labels } = loaderData;
  return <LegalPage doc={doc} updatedLabel={labels.updated} contentsLabel={labels.contents} />;
}
