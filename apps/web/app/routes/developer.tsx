import { site } from '../config/site';
import { DeveloperPage } from '../features/developer/developer-page';
import { pageMeta } from '../lib/seo';

// /developer: a signed-in visitor's test key, DLT registrations and test request log (docs/product.md §15,
// docs/decisions/034-test-mode.md). Client-only like the admin pages: not prerendered, answered with the
// SPA shell, and its code loads only here.
export const meta = () => pageMeta({ title: `Developer | ${site.name}`, description: 'Your test API key, DLT templates and test request log.', path: '/developer', noindex: true });

export default function DeveloperRoute() {
  return <DeveloperPage />;
}
