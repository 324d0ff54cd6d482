import { site } from '../config/site';
import { pageMeta } from '../lib/seo';
import { NotFoundScreen } from './missing-page';
import type { Route } from './+types/not-found';

export const meta = (): Route.MetaDescriptors =>
  pageMeta({ title: `Page Not Found | ${site.name}`, description: 'This page does not exist.', path: '/404', noindex: true });

// product §2 "Page Not Found": the screen is shared with the dynamic routes' boundary (missing-page.tsx).
export default function NotFound() {
  return <NotFoundScreen />;
}
