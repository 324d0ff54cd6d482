import { toolsPage } from '../content/tools';
import { ToolsPage } from '../features/tools/tools-page';
import { loadedPageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/tools';

// Runs at build time only (prerender): the page's copy travels as page data, not as JavaScript.
export function loader() {
  return { ...pageHead('/tools'), copy: toolsPage };
}

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/tools', { title: 'Message tools' });

export default function ToolsRoute({ loaderData }: Route.ComponentProps) {
  return <ToolsPage copy={loaderData.copy} />;
}
