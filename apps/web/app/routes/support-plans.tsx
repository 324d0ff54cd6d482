import { pageSeo } from '../content/seo';
import { planNames, planRows, supportBenefits, supportPlansPage } from '../content/support-plans';
import { SupportPlansPage, type SupportPlansContent } from '../features/support-plans/support-plans-page';
import { loadedPageMeta } from '../lib/seo';
import { jsonLdMeta, pageBreadcrumbJsonLd, supportPlansJsonLd } from '../lib/structured-data.server';
import type { Route } from './+types/support-plans';

// Runs at build time only (prerender): the benefits and the comparison table travel as page data, not as JavaScript.
export function loader() {
  const content: SupportPlansContent = { page: supportPlansPage, supportBenefits, planNames, planRows };
  return { seo: pageSeo['/SupportPlans'], jsonLd: jsonLdMeta(supportPlansJsonLd(), pageBreadcrumbJsonLd('/SupportPlans')), ...content };
}

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/SupportPlans', { title: 'Support Plans' });

export default function SupportPlansRoute({ loaderData }: Route.ComponentProps) {
  const { page, supportBenefits, planNames, planRows } = loaderData;
  return <SupportPlansPage page={page} supportBenefits={supportBenefits} planNames={planNames} planRows={planRows} />;
}
