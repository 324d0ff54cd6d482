import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

// Runs only at build time: every public page is prerendered to a file (docs/decisions/004-serving-pages.md), so nothing
// is gained by streaming. Each page is written whole, once everything is ready, and no Suspense
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
