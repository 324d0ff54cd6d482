import { pageSeo } from '../content/seo';
import { SupportPlansPage } from '../features/support-plans/support-plans-page';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/SupportPlans'];

export const meta = () => pageMeta({ title: seo?.title ?? 'Support Plans', description: seo?.description ?? '', path: '/SupportPlans' });

export default function SupportPlansRoute() {
  return <SupportPlansPage />;
}
