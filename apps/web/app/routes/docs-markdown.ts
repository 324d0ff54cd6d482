import { data } from 'react-router';
import { apiDocs, docToMarkdown } from '../content/api-docs';
import type { Route } from './+types/docs-markdown';

// /docs/sms.md and /docs/voice.md: the SMS and VOICE documentation as Markdown, for AI tools
// and for people who want it in their editor. Prerendered (config/routes.ts prerenderedFiles).
export function loader({ params }: Route.LoaderArgs) {
  const slug = (params.doc ?? '').toLowerCase().replace(/\.md$/, '');
  const doc = slug === 'sms' || slug === 'voice' ? apiDocs[slug] : undefined;
  if (!doc || !(params.doc ?? '').toLowerCase().endsWith('.md')) throw data('Not found', { status: 404 });
  return new Response(docToMarkdown(doc), { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
}
