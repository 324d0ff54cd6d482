import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * decisions.md "Security": a CSP with no inline script. Prerendered pages carry
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

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: baseDirectives },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
