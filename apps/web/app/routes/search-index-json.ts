import { blogArticleOf } from '../features/blog/blog.server';
import { helpArticleOf } from '../features/help-center/help-center.server';
import { buildSearchIndex } from '../features/search/search-index';
import { searchDocuments } from '../features/search/search-documents.server';
import type { Route } from './+types/search-index-json';

// /search-index.json: the site search's index, which the search dialog fetches when opened. Rendered by the
// server from the pages' content and the published posts and answers, and kept until the content changes
// (docs/decisions/052-content-pages-from-the-database.md).
export async function loader({ context }: Route.LoaderArgs) {
  const [posts, answers] = await Promise.all([context.content.list('post'), context.content.list('answer')]);
  const index = buildSearchIndex(searchDocuments({ answers: answers.map(helpArticleOf), articles: posts.map(blogArticleOf) }));
  return new Response(index, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
