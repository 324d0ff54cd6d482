import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context';
import { DemoModalProvider } from '../features/demo/demo-modal';
import { shellLabels } from '../features/layout/nav';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';

// No font preload: the web font loads after the first paint (scripts/paint-first.mjs), which
// uses the metric-matched local fallback of app.css.

/** What a visitor sees on every public page (spec 2 "Persistent pieces" and "Modals"). */
export default function SiteLayout() {
  // Marks the prerendered page as hydrated: the header's menus and modals now respond.
  // Browser tests wait for it before they press anything or move the clock.
  useEffect(() => {
    document.documentElement.dataset.shellReady = '';
  }, []);

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
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </DemoModalProvider>
    </AuthProvider>
  );
}
