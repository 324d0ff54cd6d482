import { useLoaderData } from 'react-router';
import { codeSamples, comingSoon, docForGroup, docGroups, getStarted } from '../content/api-docs';
import { pageSeo } from '../content/seo';
import { ApiDocsPage, type ApiDocsContent } from '../features/api-docs/api-docs-page';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/api'];

export const meta = () =>
  pageMeta({ title: seo?.title ?? 'API Documentation', description: seo?.description ?? '', path: '/api' });

// Runs at build time (prerender): the docs and their code samples are baked into the page as
// data, so the content module and the sample generators stay out of the browser's JavaScript.
export function loader(): ApiDocsContent {
  const docs: ApiDocsContent['docs'] = {};
  for (const group of docGroups) {
    const doc = docForGroup(group.id);
    if (doc) docs[group.id] = { ...doc, samples: codeSamples(doc) };
  }
  return { docGroups, getStarted, comingSoon, docs };
}

export default function ApiDocsRoute() {
  return <ApiDocsPage {...useLoaderData<typeof loader>()} />;
}
