import { useLoaderData } from 'react-router';
import { legalPage } from '../content/legal-extra';
import { terms } from '../content/legal';
import { pageSeo } from '../content/seo';
import { LegalPage } from '../features/legal/legal-page';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/Term-Condition'];

export const meta = () => pageMeta({ title: seo?.title ?? 'Terms and Conditions', description: seo?.description ?? '', path: '/Term-Condition' });

// Build time only (prerender): the document travels as page data, not as JavaScript.
export const loader = () => ({ doc: terms });

export default function TermsRoute() {
  return <LegalPage doc={useLoaderData<typeof loader>().doc} updatedLabel={legalPage.updated} contentsLabel={legalPage.contents} />;
}
