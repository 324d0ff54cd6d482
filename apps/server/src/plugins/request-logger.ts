import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * JSON lines at the configured level; Fastify gives each request a child logger, so every line a request
 * writes carries its id (`reqId`). Credentials never reach a line, even when a header set is logged.
 */
export function loggerOptions(level: Config['logLevel']) {
  return { level, redact: ['req.headers.authorization', 'req.headers.cookie'] } satisfies FastifyServerOptions['logger'];
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
