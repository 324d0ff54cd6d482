import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context';
import { DemoModalProvider } from '../features/demo/demo-modal';
import { shellLabels } from '../features/layout/nav';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { countPageView } from '../lib/analytics-beacon';
import type { Route } from './+types/site-layout';

/**
 * The page and the footer hydrate as Suspense boundaries of their own, after the header: React
 * splits the work into shorter tasks and the menus respond sooner
 * (docs/decisions/017-hydrate-in-parts.md). The boundaries never suspend, and the prerendered
 * markup keeps them inline (entry.server.tsx).
 */
const hydratingParts = new Set(['page', 'footer']);

/** Marks <html data-shell-ready> once every part has hydrated: browser tests wait for it before they press anything or move the clock. */
function Hydrated({ part }: { part: string }) {
  useEffect(() => {
    hydratingParts.delete(part);
    if (hydratingParts.size === 0) document.documentElement.dataset.shellReady = '';
  }, [part]);
  return null;
}

/** Counts each page shown, cookieless (docs/decisions/050-cookieless-analytics.md). */
function PageViews() {
  const { pathname, search } = useLocation();
  useEffect(countPageView, [pathname, search]);
  return null;
}

/** What a visitor sees on every public page (product §2 "Persistent pieces" and "Modals"). */
export default function SiteLayout(_: Route.ComponentProps) {
  return (
    <AuthProvider>
      <DemoModalProvider>
        <div className="flex min-h-screen flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-white focus:px-4 focus:py-2 focus:shadow-raised"
          >
            {shellLabels.skipToContent}
          </a>
          <PageViews />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Suspense fallback={null}>
              <Outlet />
              <Hydrated part="page" />
            </Suspense>
          </main>
          <Suspense fallback={null}>
            <SiteFooter />
            <Hydrated part="footer" />
          </Suspense>
        </div>
      </DemoModalProvider>
    </AuthProvider>
  );
}
