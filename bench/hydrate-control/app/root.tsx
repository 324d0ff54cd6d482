import type { ReactNode } from 'react';
import { Links, Meta, Scripts } from 'react-router';

// The hydration control page: the plain control page's heading and paragraph, hydrated by React Router
// with no app code (docs/decisions/012-benchmarks.md).
export const meta = () => [{ title: 'Hydration control page' }, { name: 'description', content: 'React Router hydrating a page with no app code.' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function Control() {
  return (
    <main>
      <h1>Hydration control page</h1>
      <p>A heading and a paragraph that React Router hydrates: what this host spends on the framework alone.</p>
    </main>
  );
}
