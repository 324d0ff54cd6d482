import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

// Runs only at build time, to prerender the one page whole, as the site's entry does; written here because
// the bench's package does not depend on a server runtime for React Router to pick its default entry from.
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />);
  await body.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers });
}
