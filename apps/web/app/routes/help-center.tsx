import { helpArticles, helpCategories, helpCenterPage, suggestedQuestionIds } from '../content/help-center';
import { HelpCenterPage, type HelpCenterContent } from '../features/help-center/help-center-page';
import { loadedPageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/help-center';

// Runs at build time only (prerender): the answers travel as page data in the HTML (the search
// runs over that data), not as JavaScript (the initial JS budget, docs/decisions/015-paint-first.md).
export function loader() {
  const content: HelpCenterContent = {
    articles: helpArticles,
    categories: helpCategories,
    suggestedIds: suggestedQuestionIds,
    copy: helpCenterPage,
  };
  return { ...pageHead('/help-center'), ...content };
}

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/help-center', { title: 'Help Center' });

export default function HelpCenterRoute({ loaderData }: Route.ComponentProps) {
  const { articles, categories, suggestedIds, copy } = loaderData;
  return <HelpCenterPage articles={articles} categories={categories} suggestedIds={suggestedIds} copy={copy} />;
}
