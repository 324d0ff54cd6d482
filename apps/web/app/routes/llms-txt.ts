import { llmsTxt } from '../content/api-docs';
import type { Route } from './+types/llms-txt';

// /llms.txt (llmstxt.org): a map of the site for AI tools, pointing at the Markdown docs and the published
// blog posts; rendered by the server until the content changes (docs/decisions/052-content-pages-from-the-database.md).
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(llmsTxt(await context.content.list('post')), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
