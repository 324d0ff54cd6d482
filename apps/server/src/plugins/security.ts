import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * product §12: a CSP with no inline script. Prerendered pages carry
 * React Router's own inline bootstrap scripts, so the static plugin adds their
 * sha256 hashes to script-src for each page (pageCsp); anything injected is blocked.
 */
const baseDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Style attributes in prerendered markup need 'unsafe-inline'; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function pageCsp(scriptHashes: string[]): string {
  const directives = { ...baseDirectives, 'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`)] };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const helmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: baseDirectives },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  // Older browsers read X-Frame-Options instead of frame-ancestors: it must say the same 'none'
  // (helmet's default, SAMEORIGIN, would let our own pages frame each other there).
  frameguard: { action: 'deny' as const },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sends with our options. They never change, so helmet computes them once here,
 * on a throwaway instance, and each answer copies the set it needs (documents all of it, API answers
 * the part that means something to fetch()). Whatever helmet adds or removes in a later
 * version still comes from helmet.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, helmetOptions);
    probe.get('/', async () => 'probe');
    const res = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return res.headers;
  };
  const [bare, secured] = await Promise.all([answer(false), answer(true)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (!(name in bare) && typeof value === 'string') headers[name] = value;
  }
  if (!headers['content-security-policy'] || !headers['strict-transport-security']) {
    throw new Error('helmet did not produce the security headers');
  }
  return headers;
}

/**
 * What a JSON answer needs of them: a document-only header (COOP, Origin-Agent-Cluster, X-XSS-Protection,
 * X-Download-Options, DNS prefetching, the page CSP) means nothing to fetch().
 * OWASP's REST cheat sheet: nosniff, HSTS, frame-ancestors 'none', a CSP of default-src 'none'.
 */
const API_HEADER_NAMES = ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy', 'x-frame-options'];
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

declare module 'fastify' {
  interface FastifyInstance {
    /** The full set for anything a browser may show as a document (pages, SVG, the subscribe pages). */
    documentHeaders: Record<string, string>;
  }
}

/** Decorates the app with documentHeaders and returns the set every answer carries (app.ts sends it). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const documentHeaders = await helmetHeaders();
  const apiHeaders: Record<string, string> = { 'content-security-policy': API_CSP };
  for (const name of API_HEADER_NAMES) if (documentHeaders[name]) apiHeaders[name] = documentHeaders[name];
  app.decorate('documentHeaders', documentHeaders);
  return apiHeaders;
}
