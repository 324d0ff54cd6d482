import { isIP } from 'node:net';
import { z } from 'zod';

/** Which proxies in front of the server Fastify believes about the client's address (its `trustProxy`). */
export type TrustedProxies = false | number | string[];

const HOW = 'must be off, the number of proxies in front of the server (1 behind one nginx), or their addresses/CIDRs, comma-separated';

/**
 * Reads TRUST_PROXY (docs/decisions/028-security-test-findings.md). `on` once believed the left-most
 * X-Forwarded-For, which the client writes itself; it is refused rather than guessed, so an operator with
 * two proxies is told to count them instead of silently limiting every client as one.
 */
function parseTrustProxy(value: string): TrustedProxies | { error: string } {
  if (value === 'off') return false;
  if (value === 'on') return { error: `${HOW}; "on" trusted any client's X-Forwarded-For and is no longer accepted` };
  if (/^\d{1,2}$/.test(value)) return Number(value) >= 1 ? Number(value) : { error: HOW };
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || extra !== undefined) return { error: `${HOW}; "${entry}" is not an address` };
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for the setting. Fastify trusts no hop for a bare number (it cannot check that the
 * peer is a proxy), so a hop count is a function: the socket's peer and the next n-1 addresses from the right
 * of X-Forwarded-For are proxies, and the address before them is the client. That is safe only when nothing
 * but the proxies can reach the server (HOST=127.0.0.1 or a firewall; docs/operations.md).
 */
export function fastifyTrustProxy(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}

/** TRUST_PROXY as config.ts reads it: off by default, a bad value is the one configuration error line. */
export const trustProxySetting = z
  .string()
  .default('off')
  .transform((value, ctx) => {
    const parsed = parseTrustProxy(value);
    if (typeof parsed === 'object' && 'error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed;
  });
