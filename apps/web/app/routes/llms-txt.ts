import { llmsTxt } from '../content/api-docs';

// /llms.txt (llmstxt.org): a map of the site for AI tools, pointing at the Markdown docs.
export function loader() {
  return new Response(llmsTxt(), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
