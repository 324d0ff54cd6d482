import { pageSeo } from '../content/seo';
import { IndustryPage } from '../features/industry/industry-page';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/industry'];

export const meta = () => pageMeta({ title: seo?.title ?? 'Industry Solutions', description: seo?.description ?? '', path: '/industry' });

export default function IndustryRoute() {
  return <IndustryPage />;
}
