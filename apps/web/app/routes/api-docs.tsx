import { pageSeo } from '../content/seo';
import { ApiDocsPage } from '../features/api-docs/api-docs-page';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/api'];

export const meta = () =>
  pageMeta({ title: seo?.title ?? 'API Documentation', description: seo?.description ?? '', path: '/api' });

export default function ApiDocsRoute() {
  return <ApiDocsPage />;
}
