import { siteLockedReturn } from '@tarang/shared/site-text';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { site } from '../config/site';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/site-locked';

export { clientOnly as clientLoader } from '../lib/client-only';

// The lock-only page (docs/decisions/008-site-wrapper.md): a covered site redirects its pages here, so the
// document holds the overlay and nothing of the site. The wrapper draws this route only once the site is
// open again; it then returns to the page the visitor asked for.
export const meta: Route.MetaFunction = () => pageMeta({ title: site.name, description: `${site.name} is not available right now.`, path: '/site-locked', noindex: true });

export default function SiteLocked() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = siteLockedReturn(params.get('from'));
  useEffect(() => {
    void navigate(from, { replace: true });
  }, [navigate, from]);
  return null;
}
