// The messaging API's OpenAPI 3.1 document, generated from the one definition (messaging-api.ts), so the
// downloadable document, the reference pages and the test-mode server cannot disagree
// (docs/decisions/034-test-mode.md).
import { brand } from './brand';
import {
  errorOf,
  LIVE_BASE_URL,
  magicNumbers,
  messagingCallIds,
  testTriggers,
  testVoiceAccount,
  triggerWords,
  messagingCalls,
  TEST_BASE_PATH,
  type MessagingCall,
  type MessagingParam,
  type ParamRule,
} from './messaging-api';

type Json = Record<string, unknown>;

/** JSON Schema of a parameter's rule, with its example. */
function paramSchema(p: MessagingParam): Json {
  const r: ParamRule = p.rule;
  const schema: Json = { type: r.type, description: p.description };
  if (r.pattern) schema.pattern = r.pattern;
  if (r.enum) schema.enum = [...r.enum];
  if (r.format) schema.format = r.format;
  if (r.minimum !== undefined) schema.minimum = r.minimum;
  if (r.maximum !== undefined) schema.maximum = r.maximum;
  if (r.maxLength !== undefined) schema.maxLength = r.maxLength;
  // A required value that is empty is refused as missing, so the document says so.
  if (p.required && r.type === 'string') schema.minLength = 1;
  if (r.jsonSchema) {
    schema.contentMediaType = 'application/json';
    schema.contentSchema = r.jsonSchema;
  }
  schema.examples = [r.type === 'integer' ? Number(p.example) : p.example];
  return schema;
}

/**
 * A JSON Schema that the documented answers follow: types from the sample's values, with the fields the
 * call names as nullable typed as their type or null.
 */
function schemaOf(value: unknown, nullable: MessagingCall['nullable'] = {}): Json {
  if (Array.isArray(value)) return { type: 'array', items: value.length > 0 ? schemaOf(value[0], nullable) : {} };
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Json);
    return {
      type: 'object',
      properties: Object.fromEntries(
        entries.map(([k, v]) => {
          const type = Object.hasOwn(nullable, k) ? nullable[k] : undefined;
          if (!type) return [k, schemaOf(v, nullable)];
          return [k, v === null ? { type: [type, 'null'] } : { anyOf: [schemaOf(v, nullable), { type: 'null' }] }];
        }),
      ),
      required: entries.map(([k]) => k),
    };
  }
  if (value === null) return { type: 'null' };
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  return { type: typeof value };
}

const operationId = (call: MessagingCall): string => call.id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

function operation(call: MessagingCall): Json {
  const formParams = call.params.filter((p) => p.in === 'form');
  const listed = call.params.filter((p) => p.in !== 'form');
  const statuses = [...new Set(call.errorCodes.map((code) => errorOf(call, code).status))].sort();
  const responses: Json = {
    '200': {
      description: `${call.summary}: accepted.`,
      content: { 'application/json': { schema: schemaOf(call.sampleResponse, call.nullable), example: call.sampleResponse } },
    },
  };
  for (const status of statuses) {
    const codes = call.errorCodes.map((code) => errorOf(call, code)).filter((e) => e.status === status);
    responses[String(status)] = {
      description: codes.map((e) => `${e.code}: ${e.meaning}`).join(' '),
      ...(status === 429 ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } } : {}),
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          example: { status: 'error', code: codes[0]!.code, message: codes[0]!.meaning, statusCode: status, error: codes[0]!.meaning },
        },
      },
    };
  }
  // The transport's own refusals (a body too large, a wrong content type, an address too long) answer the
  // same error shape with the nearest code (docs/decisions/042-api-contracts.md).
  responses['4XX'] = {
    description:
      'Refused before the call is read, with the code invalid_request: an address that names no call or a malformed one (400, 404, 414), a method the address does not take (405, with Allow), a body too large (413) or not a form (415).',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  const op: Json = {
    operationId: operationId(call),
    summary: call.summary,
    description: `Rate limit: ${call.ratePerSecond} requests per second per key.`,
    tags: [call.service === 'sms' ? 'SMS' : 'Voice'],
    security: [call.service === 'sms' ? { key: [] } : { token: [] }],
    parameters: listed.map((p) => ({ name: p.name, in: p.in, required: p.in === 'path' ? true : p.required, description: p.description, schema: paramSchema(p) })),
    responses,
  };
  if (formParams.length > 0) {
    op.requestBody = {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            properties: Object.fromEntries(formParams.map((p) => [p.name, paramSchema(p)])),
            required: formParams.filter((p) => p.required).map((p) => p.name),
          },
        },
      },
    };
  }
  return op;
}

/**
 * The document. `siteUrl` is where this server answers (test mode lives under it); the live API's
 * base URL comes from the brand.
 */
export function messagingOpenApi(siteUrl: string = brand.url): Json {
  const paths: Json = {};
  for (const id of messagingCallIds) {
    const call = messagingCalls[id];
    const item = (paths[call.path] ??= {}) as Json;
    item[call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${brand.name} messaging API`,
      version: '1.0.0',
      description: `SMS and Voice over HTTPS. The test server answers the same calls with a test key and sends nothing; magic numbers: ${magicNumbers.map((m) => `${m.number} (${m.outcome})`).join(', ')}. Its voice account has plan ${testVoiceAccount.planId}, announcement ${testVoiceAccount.announcementId} and caller ID ${testVoiceAccount.callerId}. Error triggers: ${testTriggers.map(triggerWords).join('; ')}.`,
      license: { name: 'Proprietary', url: `${brand.url}/Term-Condition` },
    },
    servers: [
      { url: LIVE_BASE_URL, description: 'Live' },
      { url: `${siteUrl}${TEST_BASE_PATH}`, description: 'Test mode: a test key, nothing is sent' },
    ],
    tags: [
      { name: 'SMS', description: 'Send SMS, DLT templates, SMS logs and analytics.' },
      { name: 'Voice', description: 'Voice broadcast and voice logs.' },
    ],
    paths,
    // Delivery reports POSTed to the account's callback URL (docs/decisions/049-test-mode-callbacks.md).
    webhooks: {
      deliveryReport: {
        post: {
          operationId: 'deliveryReport',
          summary: 'Delivery report',
          description:
            'POSTed to your callback URL at each status change of a message, signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature). Answer 2xx; otherwise it is tried again for about three days with the same webhook-id.',
          tags: ['SMS'],
          // We call you: the signature headers prove it, no key is sent.
          security: [],
          parameters: [
            { name: 'webhook-id', in: 'header', required: true, description: 'Unique per report, the same on every retry.', schema: { type: 'string' } },
            { name: 'webhook-timestamp', in: 'header', required: true, description: 'Seconds since 1970 when this attempt was signed.', schema: { type: 'string' } },
            { name: 'webhook-signature', in: 'header', required: true, description: 'v1,<base64 HMAC-SHA256 of "id.timestamp.body" with your signing secret>.', schema: { type: 'string' } },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/DeliveryReportEvent' } } } },
          responses: { '200': { description: 'Received (any 2xx).' } },
        },
      },
    },
    components: {
      securitySchemes: {
        key: { type: 'apiKey', in: 'query', name: 'key', description: 'SMS: your API key, as the key parameter (in the form body for POST calls).' },
        token: { type: 'apiKey', in: 'query', name: 'token', description: 'Voice: an API key as the token parameter, with username (in the form body for POST calls).' },
      },
      headers: {
        RetryAfter: { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
      },
      schemas: {
        DeliveryReportEvent: {
          type: 'object',
          properties: {
            type: { const: 'sms.status' },
            timestamp: { type: 'string', format: 'date-time', description: 'When the status changed.' },
            data: { $ref: '#/components/schemas/DeliveryReport' },
          },
          required: ['type', 'timestamp', 'data'],
        },
        DeliveryReport: {
          type: 'object',
          description: 'The message as SMS Logs lists it, at its new status.',
          properties: {
            messageId: { type: 'string' },
            to: { type: 'string' },
            from: { type: 'string' },
            templateid: { type: 'string' },
            status: { type: 'string', enum: ['SUBMITTED', 'DELIVERED', 'REJECTED'] },
            errorCode: { type: ['string', 'null'] },
            operator: { type: 'string' },
            circle: { type: 'string' },
            encoding: { type: 'string' },
            segments: { type: 'integer' },
            submittedAt: { type: 'string', format: 'date-time' },
            deliveredAt: { type: ['string', 'null'], format: 'date-time' },
          },
          required: ['messageId', 'to', 'from', 'templateid', 'status', 'errorCode', 'operator', 'circle', 'encoding', 'segments', 'submittedAt', 'deliveredAt'],
        },
        Error: {
          type: 'object',
          description: 'Every answer that is not a success.',
          properties: {
            status: { const: 'error' },
            code: { type: 'string', description: 'The documented error code.' },
            message: { type: 'string' },
            statusCode: { type: 'integer' },
            error: { type: 'string', description: 'The same sentence as message.' },
          },
          required: ['status', 'code', 'message'],
        },
      },
    },
  };
}
