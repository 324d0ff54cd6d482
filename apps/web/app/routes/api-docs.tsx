import { apiDocsPage, codeSamples, comingSoon, docForGroup, docGroups, getStarted } from '../content/api-docs';
import { ApiDocsPage, type ApiDocsContent } from '../features/api-docs/api-docs-page';
import { loadedPageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/api-docs';

// Runs at build time (prerender): the docs and their code samples are baked into the page as
// data, so the content module and the sample generators stay out of the browser's JavaScript.
// The page's title and description travel the same way.
export function loader() {
  const docs: ApiDocsContent['docs'] = {};
  for (const group of docGroups) {
    const doc = docForGroup(group.id);
    if (doc) docs[group.id] = { ...doc, samples: codeSamples(doc) };
  }
  const content: ApiDocsContent = { docGroups, getStarted, comingSoon, docs, words: apiDocsPage };
  return { ...pageHead('/api'), content };
}

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/api', { title: 'API Documentation' });

export default function ApiDocsRoute({ loaderData }: Route.ComponentProps) {
  return <ApiDocsPage {...loaderData.content} />;
}
