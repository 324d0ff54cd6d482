import { industryPage, industrySolutions } from '../content/industries';
import { IndustryPage, type IndustryPageContent } from '../features/industry/industry-page';
import { loadedPageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/industry';

// Runs at build time only (prerender): the six entries travel as page data, not as JavaScript.
export function loader() {
  const content: IndustryPageContent = { page: industryPage, industrySolutions };
  return { ...pageHead('/industry'), ...content };
}

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/industry', { title: 'Industry Solutions' });

export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  const { page, industrySolutions } = loaderData;
  return <IndustryPage page={page} industrySolutions={industrySolutions} />;
}
