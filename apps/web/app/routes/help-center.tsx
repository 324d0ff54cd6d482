import { helpCategories, helpCenterPage, suggestedQuestionIds } from '../content/help-center';
import { helpArticleOf } from '../features/help-center/help-center.server';
import { HelpCenterPage, type HelpCenterContent } from '../features/help-center/help-center-page';
import { loadedPageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/help-center';

// Runs on the server, from the published answers (docs/decisions/052-content-pages-from-the-database.md): the
// answers travel as page data in the HTML (the search runs over that data), not as JavaScript (the initial
// JS budget, docs/decisions/015-paint-first.md). A suggested question whose answer is not published is left out.
export async function loader({ context }: Route.LoaderArgs) {
  const articles = (await context.content.list('answer')).map(helpArticleOf);
  const published = new Set(articles.map((a) => a.id));
  const content: HelpCenterContent = {
    articles,
    categories: helpCategories,
    suggestedIds: suggestedQuestionIds.filter((id) => published.has(id)),
    copy: helpCenterPage,
  };
  return { ...pageHead('/help-center'), ...content };
}

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/help-center', { title: 'Help Center' });

export default function HelpCenterRoute({ loaderData }: Route.ComponentProps) {
  const { articles, categories, suggestedIds, copy } = loaderData;
  return <HelpCenterPage articles={articles} categories={categories} suggestedIds={suggestedIds} copy={copy} />;
}
