import swagger from '@fastify/swagger';
import { apiMessages } from '@tarang/shared/api';
import { BRAND_NAME, brand } from '@tarang/shared/brand';
import { contactMessages } from '@tarang/shared/contact';
import { demoMessages } from '@tarang/shared/demo';
import { EXAMPLE_INTAKE_KEY, intakeExamples, intakeMessages } from '@tarang/shared/intake';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isSessionGuard } from './auth';
import { rateLimits } from './rate-limit';

/** Summaries of the site's calls, as the product names them (docs/product.md). */
const summaries: Record<string, string> = {
  'GET /healthz': 'Health of this instance',
  'GET /api/bot-check/challenge': 'Bot-check challenge for a public form',
  'POST /api/auth/user/signup': 'Visitor sign-up',
  'POST /api/auth/user/login': 'Visitor login',
  'POST /api/auth/user/logout': 'Visitor logout',
  'GET /api/auth/user/verify': "The signed-in visitor's name",
  'POST /api/auth/user/verify-email': "Verify a visitor's e-mail address with the mailed link's token",
  'POST /api/auth/user/verify-email/resend': 'Mail the signed-in visitor a new verification link',
  'POST /api/auth/user/forgot-password': 'Mail a password reset link (the same answer for any address)',
  'POST /api/auth/user/reset-password': "Choose a new password with the mailed link's token; ends every session",
  'GET /api/auth/user/account': "The signed-in visitor's account: name, address and live sessions",
  'PUT /api/auth/user/account/name': "Change the signed-in visitor's name",
  'POST /api/auth/user/account/password': 'Change the password (the current one required); ends every other session',
  'POST /api/auth/user/account/email': 'Mail a link to a new address and a notice to the current one (the same answer for any address)',
  'POST /api/auth/user/account/email/confirm': "Move the account to the new address with the mailed link's token",
  'POST /api/auth/user/account/sessions/revoke-others': "End the visitor's other sessions",
  'POST /api/auth/user/account/delete': "Erase the visitor's account and data (the current password required), as person erase does",
  'POST /api/auth/admin/signup': 'Admin sign-up by invitation',
  'GET /api/auth/admin/invitations/{token}': 'Check an admin invitation',
  'POST /api/auth/admin/login': 'Admin login, first step',
  'POST /api/auth/admin/mfa/verify': 'Admin one-time code',
  'POST /api/auth/admin/mfa/enrol': 'Start one-time code enrolment',
  'POST /api/auth/admin/mfa/enrol/confirm': 'Confirm one-time code enrolment',
  'POST /api/auth/admin/logout': 'Admin logout',
  'GET /api/auth/user/all': 'List visitors',
  'GET /api/contact/all': 'List contact requests',
  'GET /api/demo/all': 'List demo requests',
  'GET /api/subscribe/all': 'List newsletter subscribers',
  'GET /api/admin/export/{name}': 'Export a table as CSV',
  'GET /license-status': 'Licence lock state',
  'GET /api/hidden-flag': 'Payment flag state',
  'POST /unlock-frontend': 'Unlock the site with the licence key',
  'GET /api/admin/site-status': 'Site lock and flag state',
  'GET /api/admin/audit': 'Audit trail',
  'GET /api/admin/audit/export': 'Export the audit trail as CSV',
  'GET /api/admin/sessions': "The admin's live sessions",
  'POST /api/admin/sessions/revoke-others': "End the admin's other sessions",
  'GET /api/admin/admins': 'List admins',
  'POST /api/admin/admins/{id}/disable': 'Disable an admin',
  'POST /api/admin/admins/{id}/enable': 'Enable an admin',
  'POST /api/admin/admins/{id}/revoke-sessions': "End an admin's sessions",
  'GET /api/admin/invitations': 'List admin invitations',
  'POST /api/admin/invitations': 'Invite an admin',
  'DELETE /api/admin/invitations/{id}': 'Revoke an admin invitation',
  'POST /api/contact': 'Send a contact question',
  'POST /api/demo': 'Request a demo',
  'POST /api/admin/leads/{table}/{id}/not-spam': 'Restore a lead kept as suspected spam',
  'POST /api/email/send-subscribe': 'Subscribe to the newsletter',
  'GET /api/email/confirm': 'Newsletter confirmation page',
  'POST /api/email/confirm': 'Confirm a newsletter subscription',
  'GET /api/email/unsubscribe': 'Newsletter unsubscribe page',
  'POST /api/email/unsubscribe': 'Unsubscribe from the newsletter',
  'POST /api/intake/demo': 'Send a demo request with a lead intake key',
  'POST /api/intake/contact': 'Send a contact question with a lead intake key',
  'GET /api/admin/intake-keys': 'List lead intake keys',
  'POST /api/admin/intake-keys': 'Create a lead intake key (shown once)',
  'POST /api/admin/intake-keys/{id}/revoke': 'Revoke a lead intake key',
  // The content studio (docs/decisions/051-content-studio.md).
  'GET /api/admin/content': 'List blog posts and help answers (?kind=post|answer)',
  'POST /api/admin/content': 'Create a draft post or answer',
  'GET /api/admin/content/{id}': 'One post or answer with every field',
  'PUT /api/admin/content/{id}': 'Save a post or answer as a new revision (409 when someone else saved since baseRevision)',
  'POST /api/admin/content/{id}/publish': 'Publish now',
  'POST /api/admin/content/{id}/schedule': 'Publish by itself at a future time',
  'POST /api/admin/content/{id}/unpublish': 'Take off the site (its page answers 410 Gone)',
  'GET /api/admin/content/{id}/revisions': "An entry's revisions, newest first",
  'GET /api/admin/content/{id}/revisions/{number}': 'One revision as saved',
  'POST /api/admin/content/{id}/revisions/{number}/restore': "Save a revision's content again as a new revision",
  'POST /api/admin/content/preview': 'Render Markdown as the public pages do (sanitised HTML)',
  'POST /api/admin/content/images': 'Upload an image (JPEG, PNG or WebP bytes, 5 MB at most), re-encoded to WebP widths without metadata',
  'GET /media/{file}': 'An uploaded image at one width: /media/<imageId>-<width>.webp, cached for good',
};

/** The image upload's body is the file itself; the media route answers the image (docs/decisions/051-content-studio.md). */
function documentImageCalls(op: Operation, key: string) {
  const binary = { schema: { type: 'string', format: 'binary' } };
  if (key === 'POST /api/admin/content/images') {
    op.requestBody = { required: true, content: { 'image/jpeg': binary, 'image/png': binary, 'image/webp': binary } };
  }
  if (key === 'GET /media/{file}') {
    op.responses = { ...op.responses, 200: { description: 'The WebP image (Cache-Control: public, max-age=31536000, immutable).', content: { 'image/webp': binary } } };
  }
}

const errorExample = (statusCode: number, message: string, fields?: Record<string, string>) => ({ statusCode, error: message, message, ...(fields ? { fields } : {}) });

interface Examples {
  request?: unknown;
  /** Each answer's example; one the route's schema does not declare is documented with the error shape. */
  responses: Record<string, { description: string; example: unknown }>;
}

/** What another system sends with a lead intake key and what it gets back (docs/decisions/041-lead-intake-keys.md). */
function intakeCallExamples(request: Record<string, unknown>, invalidField: string, invalidMessage: string): Examples {
  return {
    request,
    responses: {
      201: { description: 'Stored, mailed to sales and sent to the lead webhooks, as a form submission is.', example: { id: 42, message: intakeMessages.received } },
      400: { description: "A field the form's rules refuse.", example: errorExample(400, apiMessages.invalidInput, { [invalidField]: invalidMessage }) },
      401: { description: 'No key, an unknown key or a revoked one.', example: errorExample(401, intakeMessages.keyRevoked) },
      429: { description: `More than ${rateLimits.intake.max} calls a minute with this key: wait the Retry-After header's seconds.`, example: errorExample(429, apiMessages.tooManyRequests) },
    },
  };
}

/**
 * The newsletter's link pages answer HTML, not JSON (docs/decisions/030-newsletter-and-signup-privacy.md): a
 * page for the link, 400 with a page when the link is unknown or used, and the JSON error shape only for a
 * query the schema refuses.
 */
const htmlPages = new Set(['GET /api/email/confirm', 'POST /api/email/confirm', 'GET /api/email/unsubscribe', 'POST /api/email/unsubscribe']);
const htmlPage = { 'text/html': { schema: { type: 'string' } } };

function documentHtmlPage(op: Operation) {
  op.responses = {
    200: { description: 'The page: a button that confirms (or unsubscribes), or the outcome.', content: htmlPage },
    400: {
      description: 'A page saying the link is not valid, or the error shape when the query itself is malformed.',
      content: { ...htmlPage, 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  };
}

/** The CSV exports answer a file (formula-safe cells, newest first), not JSON. */
const csvExports = new Set(['GET /api/admin/export/{name}', 'GET /api/admin/audit/export', 'GET /api/admin/analytics/export/{table}']);

function documentCsvExport(op: Operation) {
  op.responses = { ...op.responses, 200: { description: 'The rows under the filters, as a CSV file (an attachment).', content: { 'text/csv': { schema: { type: 'string' } } } } };
}

/**
 * The public forms' bot check is part of their contract (docs/decisions/029-bot-protection.md): the body
 * carries `bot`, the solved challenge of GET /api/bot-check/challenge and the honeypot's value. The route
 * schemas drop it like any unknown field, so the document adds it.
 */
const botForms = new Set(['POST /api/contact', 'POST /api/demo', 'POST /api/auth/user/signup', 'POST /api/email/send-subscribe']);
const botProperty = {
  type: 'object',
  description:
    'The bot check: get a challenge from GET /api/bot-check/challenge, find the number whose hash matches (ALTCHA, SHA-256), wait minFillMs, and send the solution as base64 JSON in `altcha`; `hp` is the hidden field, left empty. A contact or demo without a readable proof is a 400.',
  properties: { altcha: { type: 'string', maxLength: 4000 }, hp: { type: 'string' } },
  required: ['altcha'],
};

function documentBotField(op: Operation) {
  const schema = (op.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }> } | undefined)?.content?.['application/json']?.schema;
  if (!schema) return;
  schema.properties = { ...schema.properties, bot: botProperty };
  schema.required = [...new Set([...(schema.required ?? []), 'bot'])];
}

const examples: Record<string, Examples> = {
  'POST /api/intake/demo': intakeCallExamples(intakeExamples.demo, 'email', demoMessages.emailInvalid),
  'POST /api/intake/contact': intakeCallExamples(intakeExamples.contact, 'email', contactMessages.emailInvalid),
  'POST /api/admin/intake-keys': {
    request: { name: 'Expo badge scanner' },
    responses: {
      201: {
        description: 'The key, shown only in this answer.',
        example: { id: 3, name: 'Expo badge scanner', prefix: `${EXAMPLE_INTAKE_KEY.slice(0, 8)}…`, createdAt: '2026-11-29T09:30:00.000Z', lastUsedAt: null, revokedAt: null, key: EXAMPLE_INTAKE_KEY },
      },
    },
  },
};

/** Puts `examples` into an operation: the request body's and each answer's, adding the answers the route's schema leaves to the error handler. */
function addExamples(op: Operation, { request, responses }: Examples) {
  const body = (op.requestBody as { content?: Record<string, { example?: unknown }> } | undefined)?.content?.['application/json'];
  if (body && request !== undefined) body.example = request;
  op.responses ??= {};
  for (const [status, { description, example }] of Object.entries(responses)) {
    const declared = op.responses[status] as { content?: Record<string, { example?: unknown }> } | undefined;
    const json = declared?.content?.['application/json'];
    if (json) json.example = example;
    else op.responses[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } } };
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** `getApiAdminAdminsIdDisable` from GET /api/admin/admins/{id}/disable: unique, stable, readable. */
function operationIdOf(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

type Operation = Record<string, unknown> & { summary?: string; operationId?: string; security?: unknown; responses?: Record<string, unknown> };

/**
 * GET /api/openapi.json: an OpenAPI 3 document generated from the route schemas
 * (the same zod schemas that validate requests), so it cannot drift from the code. Every operation
 * carries a summary, an operationId, its security (bearer for calls behind a session) and the one
 * error shape for 4xx answers (docs/decisions/006-api-errors.md), so the document passes Redocly's
 * recommended rules (docs/decisions/034-test-mode.md). Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance) {
  const guarded = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const handlers = [route.preHandler ?? [], route.onRequest ?? []].flat();
    if (!handlers.some(isSessionGuard)) return;
    for (const method of [route.method].flat()) guarded.add(`${method.toUpperCase()} ${openApiPath(route.url)}`);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${BRAND_NAME} website API`,
        description: 'Lead capture, visitor accounts, admin lists and site state. Errors: { statusCode, error, message, fields? }.',
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${brand.url}/Term-Condition` },
      },
      servers: [{ url: brand.url, description: 'This site' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Visitor or admin token from a login call' },
          intakeKey: { type: 'http', scheme: 'bearer', description: 'A lead intake key (tci_…), made by an admin on the Integrations page or with `intake create`' },
        },
        schemas: {
          Error: {
            type: 'object',
            description: 'The one error shape (docs/decisions/006-api-errors.md).',
            properties: {
              statusCode: { type: 'integer' },
              error: { type: 'string' },
              message: { type: 'string' },
              fields: { type: 'object', additionalProperties: { type: 'string' } },
            },
            required: ['statusCode', 'error', 'message'],
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, Operation>>)) {
        for (const method of METHODS) {
          const op = item[method];
          if (!op) continue;
          const key = `${method.toUpperCase()} ${path}`;
          op.summary ??= summaries[key] ?? key;
          op.operationId ??= operationIdOf(method, path);
          op.security ??= guarded.has(key) ? [{ bearer: [] }] : [];
          const documented = examples[key];
          if (documented) addExamples(op, documented);
          if (htmlPages.has(key)) documentHtmlPage(op);
          if (csvExports.has(key)) documentCsvExport(op);
          if (botForms.has(key)) documentBotField(op);
          documentImageCalls(op, key);
          op.responses ??= {};
          // A 204 has no body: its schema (z.null(), so the serializer has one) documents no content.
          const noContent = op.responses['204'] as { content?: unknown } | undefined;
          if (noContent) delete noContent.content;
          // Any call can fail on the server's side (the database unreachable) in the same error shape.
          op.responses['5XX'] ??= {
            description: 'The server could not answer: try again later.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          };
          // Any call can also be refused before its handler (413 body too large, 414, 415 not JSON, 405 is per address).
          if (!op.responses['4XX']) {
            op.responses['4XX'] = {
              description: 'Refused: invalid input, no session, not found, too many requests, a body too large or not JSON.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            };
          }
        }
      }
      return document;
    },
    // Only the API: pages and the static catch-all are not part of the contract.
    hideUntagged: false,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
