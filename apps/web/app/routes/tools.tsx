import { useLoaderData, type MetaArgs } from 'react-router';
import { pageSeo } from '../content/seo';
import { toolsPage } from '../content/tools';
import { ToolsPage } from '../features/tools/tools-page';
import { pageMeta } from '../lib/seo';
import { jsonLdMeta, pageBreadcrumbJsonLd } from '../lib/structured-data.server';

// Runs at build time only (prerender): the page's copy travels as page data, not as JavaScript.
export function loader() {
  return { seo: pageSeo['/tools'], jsonLd: jsonLdMeta(pageBreadcrumbJsonLd('/tools')), copy: toolsPage };
}

export const meta = ({ data }: MetaArgs<typeof loader>) =>
  pageMeta({ title: data?.seo?.title ?? 'Message tools', description: data?.seo?.description ?? '', path: '/tools', jsonLd: data?.jsonLd });

export default function ToolsRoute() {
  return <ToolsPage copy={useLoaderData<typeof loader>().copy} />;
}
