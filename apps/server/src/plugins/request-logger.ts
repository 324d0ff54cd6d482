import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * JSON lines at the configured level; Fastify gives each request a child logger, so every line a request
 * writes carries its id (`reqId`). Credentials never reach a line, even when a header set is logged.
 */
export function loggerOptions(level: Config['logLevel']) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      // Fastify's own request fields, with the address's tokens redacted (redactUrl).
      req: (req: FastifyRequest | IncomingMessage) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        host: 'host' in req ? req.host : req.headers.host,
        remoteAddress: 'ip' in req ? req.ip : req.socket?.remoteAddress,
        remotePort: req.socket?.remotePort,
      }),
    },
  } satisfies FastifyServerOptions['logger'];
}

const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * The request's id: a proxy's or client's X-Request-Id when it is safe to echo into logs and headers
 * (letters, digits, `.`, `_`, `-`, at most 64), otherwise a new one, so a report finds its log lines.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Query parameters whose value is a credential: the subscribe links' `token`, and any code, key or secret. */
const SECRET_PARAMETER = /token|code|key|secret|password/i;
/**
 * Query parameters whose value may name a person: a list or audit search (`q`, `actor`), an address, and
 * test mode's phone numbers and message text. Erasure cannot reach a log line, so they never get there
 * (docs/decisions/031-privacy-retention-erasure.md).
 */
const PERSONAL_PARAMETER = /^(q|actor|email|username|to|body|contact_numbers)$/i;
/** Paths whose segment is a credential: the admin invitation page and its API (any letter case, as routed). */
const SECRET_SEGMENT = [/^(\/admin\/)[^/?#]+(\/signup\/*)$/i, /^(\/api\/auth\/admin\/invitations\/)[^/?#]+(\/*)$/i];

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The address as a log line may show it: tokens in the query or the path become `[redacted]`, so a log
 * reader cannot confirm a subscription or take an admin invitation (docs/decisions/028-security-test-findings.md),
 * and so do search terms, addresses, phone numbers and message text.
 * Each pattern is anchored and never backtracks over a run of slashes, so the cost is linear in the length.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const segment of SECRET_SEGMENT) path = path.replace(segment, '$1[redacted]$2');
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq === -1) return part;
      const name = decodedName(part.slice(0, eq));
      return SECRET_PARAMETER.test(name) || PERSONAL_PARAMETER.test(name) ? `${part.slice(0, eq)}=[redacted]` : part;
    });
  return `${path}?${query.join('&')}`;
}
