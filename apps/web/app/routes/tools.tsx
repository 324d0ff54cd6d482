import { toolsPage } from '../content/tools';
import { ToolsPage } from '../features/tools/tools-page';
import { pageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/tools';

// Runs at build time only (prerender): the page's copy travels as page data, not as JavaScript.
export function loader() {
  return { ...pageHead('/tools'), copy: toolsPage };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({ title: data?.seo?.title ?? 'Message tools', description: data?.seo?.description ?? '', path: '/tools', jsonLd: data?.jsonLd });

export default function ToolsRoute({ loaderData }: Route.ComponentProps) {
  return <ToolsPage copy={loaderData.copy} />;
}
