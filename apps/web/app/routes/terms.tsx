import { legalPage, terms } from '../content/legal';
import { LegalPage } from '../features/legal/legal-page';
import { loadedPageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/terms';

// Build time only (prerender): the document, its labels and the page's title and description
// travel as page data, not as JavaScript.
export const loader = () => ({ doc: terms, labels: legalPage, ...pageHead('/Term-Condition') });

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/Term-Condition', { title: 'Terms and Conditions' });

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  const { doc, labels } = loaderData;
  return <LegalPage doc={doc} updatedLabel={labels.updated} contentsLabel={labels.contents} />;
}
