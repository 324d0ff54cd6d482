import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import './app.css';
import { site } from './config/site';
import { ToastProvider } from './components/ui/toast';
import { SiteWrapper } from './features/site-wrapper/site-wrapper';

// Pages set their own title; this one is for the admin area's shell (it has no page of its own yet).
export const meta = () => [{ title: site.name }];

// The icons and the manifest are drawn from the brand at build time (docs/decisions/039-link-previews-and-brand-assets.md).
export const links = () => [
  { rel: 'icon', href: '/images/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The server may add data-site-lock to <html> (docs/decisions/008-site-wrapper.md).
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* brand-600 from brand/brand.json, written in by the build (docs/decisions/022-brand-configuration.md). */}
        <meta name="theme-color" content={import.meta.env.BRAND_THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // product §4 "Site wrapper": the licence lock and the payment flag cover the whole site, the admin
  // area included (docs/decisions/008-site-wrapper.md).
  return (
    <ToastProvider>
      <SiteWrapper>
        <Outlet />
      </SiteWrapper>
    </ToastProvider>
  );
}

export function HydrateFallback() {
  return <p className="p-8 text-center text-ink-500">Loading…</p>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-600">Please reload the page. If it keeps happening, write to us from the contact page.</p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Go Back Home
      </a>
    </main>
  );
}
