import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type HandleErrorFunction, isRouteErrorResponse, ServerRouter, type EntryContext } from 'react-router';

// Runs at build time for the prerendered pages (docs/decisions/004-serving-pages.md), and on the server for the
// pages it renders from the database, each kept until the content changes
// (docs/decisions/052-content-pages-from-the-database.md): nothing is gained by streaming. Each page is written whole, once everything is ready, and no Suspense
// boundary is sent ahead as a hidden template swapped in by an inline script (the CSP forbids
// inline script, and the page must read right before any script runs). The boundaries stay in
// the markup only to split hydration into small tasks (docs/decisions/017-hydrate-in-parts.md).
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });

  return new Promise<Response>((resolve, reject) => {
    let failed: unknown;
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Fizz outlines any boundary bigger than this; a finished page keeps them all inline.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (failed) return reject(failed);
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
      },
      onShellError: reject,
      onError(error: unknown) {
        // A prerendered page with a broken section must fail the build, not ship half a page.
        failed = error;
      },
    });
  });
}

/**
 * A page's expected answer (404 for an unknown article, 410 for one taken down) is the page itself, not a
 * fault: only real errors reach the server's log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
};
