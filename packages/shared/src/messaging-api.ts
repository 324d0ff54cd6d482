// The messaging API, defined once (docs/product.md §15, docs/decisions/034-test-mode.md): the eight
// documented SMS and Voice calls with their parameters, rules, answers and error codes. The /api
// reference, its code samples, /docs/sms.md, /docs/voice.md, the messaging OpenAPI document and the
// test-mode server's validation all read this module. It holds words and JSON-schema-like rules only
// (no zod), so a page may import it without the schema library; messaging-api-check.ts applies the
// rules, messaging-openapi.ts publishes them.
import { brand, senderIdFor } from './brand';

/** The six-letter SMS header of the examples (DLT headers are six letters), e.g. TARANG. */
export const SENDER_ID = senderIdFor(brand.shortName);
export const OTP_TEMPLATE = `{#var#} is your ${brand.shortName} login code. It expires in 10 minutes. Do not share it with anyone. - ${SENDER_ID}`;
export const OTP_EXAMPLE = OTP_TEMPLATE.replace('{#var#}', '482913');
export const EXAMPLE_ENTITY_ID = '1201160000000000000';
export const EXAMPLE_TEMPLATE_ID = '1207160000000000000';

/** Where the live API answers, and where this server answers the same calls in test mode. */
export const LIVE_BASE_URL = brand.apiBaseUrl;
export const TEST_BASE_PATH = '/api/test/v1';

export type MessagingMethod = 'GET' | 'POST';
export type ParamLocation = 'query' | 'path' | 'form';

/** A parameter's rule, in JSON Schema words (OpenAPI uses it as is; the server compiles it to zod). */
export interface ParamRule {
  type: 'string' | 'integer';
  pattern?: string;
  /** Plain words for a failed pattern, used in the 400 answer. */
  patternWords?: string;
  enum?: readonly string[];
  format?: 'date' | 'date-time';
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  /** A string that holds JSON: the schema of the JSON it holds, for the document (docs/decisions/042-api-contracts.md). */
  jsonSchema?: Readonly<Record<string, unknown>>;
}

export interface MessagingParam {
  name: string;
  in: ParamLocation;
  required: boolean;
  /** The type as the reference shows it. */
  type: string;
  description: string;
  example: string;
  rule: ParamRule;
  /** A secret (API key or token): samples read it from an environment variable. */
  secret?: boolean;
}

export interface MessagingError {
  status: number;
  code: string;
  meaning: string;
}

export type MessagingCallId =
  | 'send-sms'
  | 'add-template'
  | 'get-template-detail'
  | 'mark-default'
  | 'sms-logs'
  | 'sms-analytics'
  | 'send-voice'
  | 'voice-logs';

export interface MessagingCall {
  id: MessagingCallId;
  service: 'sms' | 'voice';
  summary: string;
  method: MessagingMethod;
  /** Relative to the base URL; {name} marks a path parameter. */
  path: string;
  params: MessagingParam[];
  /** The documented success answer (HTTP 200). */
  sampleResponse: unknown;
  /**
   * Fields of the answer, at any depth, that can also be null, with the type of their other values (the
   * sample shows one of them): the document types them as that or null.
   */
  nullable?: Readonly<Record<string, 'string' | 'number' | 'integer' | 'object'>>;
  /** The codes (from the service's errors) this call can answer with. */
  errorCodes: readonly string[];
  /** Requests per second per key (Get Started, "Rate limits"). */
  ratePerSecond: number;
}

const DIGITS_19 = { type: 'string', pattern: '^[0-9]{19}$', patternWords: 'must be 19 digits' } as const satisfies ParamRule;
const NUMBER_LIST = {
  type: 'string',
  pattern: '^\\s*[0-9]{8,15}\\s*(,\\s*[0-9]{8,15}\\s*)*$',
  patternWords: 'must be numbers with country code, without + or leading zero, separated by commas',
  maxLength: 100_000,
} as const satisfies ParamRule;

const keyParam: MessagingParam = {
  name: 'key',
  in: 'query',
  required: true,
  type: 'string',
  description: 'Your API key, created in the web panel under Developers > API keys.',
  example: 'YOUR_API_KEY',
  rule: { type: 'string', maxLength: 200 },
  secret: true,
};

const templatePathParam: MessagingParam = {
  name: 'templateid',
  in: 'path',
  required: true,
  type: 'string (19 digits)',
  description: 'Template ID, in the URL path.',
  example: EXAMPLE_TEMPLATE_ID,
  rule: DIGITS_19,
};

const logParams = (toName: 'to' | 'none'): MessagingParam[] => [
  { name: 'start', in: 'query', required: false, type: 'ISO 8601 date-time', description: 'Earliest submit time (inclusive). Default: 24 hours ago.', example: '2026-11-01T00:00:00Z', rule: { type: 'string', format: 'date-time' } },
  { name: 'end', in: 'query', required: false, type: 'ISO 8601 date-time', description: 'Latest submit time (exclusive). Default: now.', example: '2026-11-02T00:00:00Z', rule: { type: 'string', format: 'date-time' } },
  ...(toName === 'to'
    ? [{ name: 'to', in: 'query', required: false, type: 'string', description: 'Only messages to this number.', example: '919876543210', rule: { type: 'string', pattern: '^[0-9]{8,15}$', patternWords: 'must be a number with country code, without + or leading zero' } } satisfies MessagingParam]
    : []),
];

const limitParam: MessagingParam = { name: 'limit', in: 'query', required: false, type: 'integer', description: 'Results per page, 1 to 500. Default 50.', example: '100', rule: { type: 'integer', minimum: 1, maximum: 500 } };
const cursorParam = (example: string): MessagingParam => ({ name: 'cursor', in: 'query', required: false, type: 'string', description: 'nextCursor from the previous page.', example, rule: { type: 'string', maxLength: 200 } });

const voiceAuthParams: MessagingParam[] = [
  {
    name: 'username',
    in: 'form',
    required: true,
    type: 'string',
    description: 'Your account username: the e-mail address you sign in with.',
    example: 'ops@yourcompany.example',
    rule: { type: 'string', maxLength: 254 },
  },
  {
    name: 'token',
    in: 'form',
    required: true,
    type: 'string',
    description: 'An API key with the Voice service enabled, from Developers > API keys.',
    example: 'YOUR_API_TOKEN',
    rule: { type: 'string', maxLength: 200 },
    secret: true,
  },
];
const asQuery = (params: MessagingParam[]): MessagingParam[] => params.map((p) => ({ ...p, in: 'query' }));

export const RETRY_JSON_EXAMPLE = '{"max_retries":2,"retry_interval":15,"retry_on":["BUSY","NO_ANSWER"]}';

/* ------------------------------------------------------------------ errors */

/**
 * What one account may do in test mode per UTC day (docs/decisions/034-test-mode.md): the requests it
 * makes, the test messages and calls they store, and the bytes of its request log. Test data is kept 30
 * days, so these also bound what one account can store.
 */
export const TEST_DAILY_QUOTA = { requests: 1000, messages: 500, calls: 5000, bytes: 2_000_000 } as const;

/** Test mode only: a send waits for the account's verified address (docs/decisions/046-visitor-verification-and-reset.md). */
const emailNotVerifiedMeaning =
  'Test mode only: verify the e-mail address of your account before sending. Open the link in the verification e-mail, which leads to your Developer page; for a new link, log in and open /verify-email.';

const testQuotaMeaning = `Test mode only: the account's daily test quota is used up (${TEST_DAILY_QUOTA.requests.toLocaleString('en-US')} requests, ${TEST_DAILY_QUOTA.messages} messages, ${TEST_DAILY_QUOTA.calls.toLocaleString('en-US')} calls and ${TEST_DAILY_QUOTA.bytes / 1_000_000} MB of logged requests a day). It renews at 00:00 UTC.`;

/** The errors both services answer in the same words. */
const sameErrors = {
  invalidParameter: { status: 400, code: 'invalid_parameter', meaning: 'A parameter does not follow its rule (format, range or allowed values). The message names the parameter.' },
  emailNotVerified: { status: 403, code: 'email_not_verified', meaning: emailNotVerifiedMeaning },
  rateLimited: { status: 429, code: 'rate_limited', meaning: 'Too many requests. Wait for the number of seconds in the Retry-After header.' },
  testQuotaExceeded: { status: 429, code: 'test_quota_exceeded', meaning: testQuotaMeaning },
} satisfies Record<string, MessagingError>;

export const smsErrors: MessagingError[] = [
  { status: 400, code: 'missing_parameter', meaning: 'A required parameter is missing or empty. The message names the parameter.' },
  sameErrors.invalidParameter,
  { status: 400, code: 'invalid_number', meaning: 'A number in to is not a valid mobile number. Other numbers in the same request are still sent.' },
  { status: 401, code: 'invalid_key', meaning: 'The API key is wrong, revoked, or not allowed from this IP address.' },
  { status: 402, code: 'insufficient_credits', meaning: 'Your balance cannot cover the message. Add credits in the web panel.' },
  sameErrors.emailNotVerified,
  { status: 403, code: 'sender_not_allowed', meaning: 'The Sender ID in from is not uploaded to your account or not linked to the template.' },
  { status: 404, code: 'template_not_found', meaning: 'No template with this templateid is uploaded to your account.' },
  { status: 422, code: 'unknown_template', meaning: 'The templateid or entityid is not uploaded to your account.' },
  { status: 422, code: 'template_mismatch', meaning: 'The body does not match the registered template text, or a variable is longer than 30 characters.' },
  { status: 422, code: 'outside_allowed_hours', meaning: 'Promotional or Service Explicit message submitted outside 10:00 to 21:00 IST.' },
  sameErrors.rateLimited,
  sameErrors.testQuotaExceeded,
  { status: 500, code: 'internal_error', meaning: 'A problem on our side. Retry after a short delay; nothing was charged.' },
];

export const voiceErrors: MessagingError[] = [
  { status: 400, code: 'missing_parameter', meaning: 'A required parameter is missing or empty.' },
  sameErrors.invalidParameter,
  { status: 400, code: 'invalid_retry_json', meaning: 'retry_json is not valid JSON or a value is out of range.' },
  { status: 400, code: 'too_many_numbers', meaning: 'contact_numbers has more than 5,000 numbers. Split the list across requests.' },
  { status: 401, code: 'invalid_credentials', meaning: 'The username and token do not match, or the token does not have the Voice service enabled.' },
  { status: 402, code: 'insufficient_credits', meaning: 'The voice plan has too little balance for the calls. Top up the plan.' },
  sameErrors.emailNotVerified,
  { status: 403, code: 'caller_id_not_allowed', meaning: 'The caller_id is not assigned to your account or not allowed for this call type.' },
  { status: 404, code: 'announcement_not_found', meaning: 'No approved announcement with this announcement_id exists in your account.' },
  { status: 404, code: 'plan_not_found', meaning: 'No active voice plan with this plan_id exists in your account.' },
  sameErrors.rateLimited,
  sameErrors.testQuotaExceeded,
  { status: 500, code: 'internal_error', meaning: 'A problem on our side. Retry after a short delay; no calls were placed.' },
];

export const serviceErrors = { sms: smsErrors, voice: voiceErrors } as const;

/** The error of a call by code (every call's errorCodes name one of its service's errors). */
export function errorOf(call: MessagingCall, code: string): MessagingError {
  const found = serviceErrors[call.service].find((e) => e.code === code);
  if (!found) throw new Error(`${call.id} documents no error ${code}`);
  return found;
}

const COMMON_SMS = ['missing_parameter', 'invalid_parameter', 'invalid_key', 'rate_limited', 'test_quota_exceeded', 'internal_error'] as const;
const COMMON_VOICE = ['missing_parameter', 'invalid_parameter', 'invalid_credentials', 'rate_limited', 'test_quota_exceeded', 'internal_error'] as const;

/* ------------------------------------------------------------------ the eight calls */

export const messagingCalls: Record<MessagingCallId, MessagingCall> = {
  'send-sms': {
    id: 'send-sms',
    service: 'sms',
    summary: 'Send SMS',
    method: 'GET',
    path: '/sms/send',
    ratePerSecond: 20,
    params: [
      keyParam,
      {
        name: 'to',
        in: 'query',
        required: true,
        type: 'string',
        description: 'Recipient number with country code, without + or leading zero. Up to 100 numbers, separated by commas.',
        example: '919876543210',
        rule: { type: 'string', maxLength: 2000 },
      },
      {
        name: 'from',
        in: 'query',
        required: true,
        type: 'string',
        description: 'Sender ID (header) registered on DLT and uploaded to the web panel; 6 characters for Indian service and transactional traffic.',
        example: SENDER_ID,
        rule: { type: 'string', pattern: '^[A-Za-z0-9]{3,11}$', patternWords: 'must be 3 to 11 letters or digits' },
      },
      {
        name: 'body',
        in: 'query',
        required: true,
        type: 'string',
        description: 'Message text, URL-encoded. It must match the registered template exactly, with only the {#var#} parts replaced (each up to 30 characters).',
        example: OTP_EXAMPLE,
        rule: { type: 'string', maxLength: 2000 },
      },
      {
        name: 'entityid',
        in: 'query',
        required: true,
        type: 'string (19 digits)',
        description: 'Your DLT Entity ID (Principal Entity ID), from your DLT portal. Required for Indian numbers.',
        example: EXAMPLE_ENTITY_ID,
        rule: DIGITS_19,
      },
      {
        name: 'templateid',
        in: 'query',
        required: false,
        type: 'string (19 digits)',
        description:
          'DLT Template ID of the approved template that body follows. If omitted, the default template of the Sender ID (see Mark Default) is used; we recommend always sending it.',
        example: EXAMPLE_TEMPLATE_ID,
        rule: DIGITS_19,
      },
    ],
    sampleResponse: {
      status: 'success',
      message: 'Message accepted',
      data: {
        messages: [{ messageId: 'msg_01J9Z8X4T2', to: '919876543210', status: 'ACCEPTED' }],
        from: SENDER_ID,
        templateid: EXAMPLE_TEMPLATE_ID,
        encoding: 'GSM-7',
        segments: 1,
        creditsUsed: 1,
        submittedAt: '2026-11-02T10:42:07.120Z',
      },
    },
    errorCodes: [...COMMON_SMS, 'email_not_verified', 'invalid_number', 'insufficient_credits', 'sender_not_allowed', 'unknown_template', 'template_mismatch', 'outside_allowed_hours'],
  },
  'add-template': {
    id: 'add-template',
    service: 'sms',
    summary: 'Add TEMPLATE',
    method: 'POST',
    path: '/sms/templates',
    ratePerSecond: 5,
    params: [
      { ...keyParam, in: 'form' },
      { name: 'templateid', in: 'form', required: true, type: 'string (19 digits)', description: 'Template ID from your DLT portal.', example: EXAMPLE_TEMPLATE_ID, rule: DIGITS_19 },
      { name: 'entityid', in: 'form', required: true, type: 'string (19 digits)', description: 'Entity ID the template is registered under.', example: EXAMPLE_ENTITY_ID, rule: DIGITS_19 },
      {
        name: 'from',
        in: 'form',
        required: true,
        type: 'string',
        description: 'Sender ID the template is linked to on DLT.',
        example: SENDER_ID,
        rule: { type: 'string', pattern: '^[A-Za-z0-9]{3,11}$', patternWords: 'must be 3 to 11 letters or digits' },
      },
      {
        name: 'category',
        in: 'form',
        required: true,
        type: 'string',
        description: 'DLT category: transactional, service_implicit, service_explicit or promotional.',
        example: 'service_implicit',
        rule: { type: 'string', enum: ['transactional', 'service_implicit', 'service_explicit', 'promotional'] },
      },
      { name: 'body', in: 'form', required: true, type: 'string', description: 'Approved template text with {#var#} placeholders.', example: OTP_TEMPLATE, rule: { type: 'string', maxLength: 2000 } },
      { name: 'name', in: 'form', required: false, type: 'string', description: 'Your own label for the template, shown in the web panel.', example: 'login-otp', rule: { type: 'string', maxLength: 100 } },
    ],
    sampleResponse: { status: 'success', data: { templateid: EXAMPLE_TEMPLATE_ID, name: 'login-otp', category: 'service_implicit', variables: 1, status: 'ACTIVE' } },
    nullable: { name: 'string' },
    errorCodes: [...COMMON_SMS, 'unknown_template'],
  },
  'get-template-detail': {
    id: 'get-template-detail',
    service: 'sms',
    summary: 'Get TEMPLATE Detail',
    method: 'GET',
    path: '/sms/templates/{templateid}',
    ratePerSecond: 5,
    params: [keyParam, templatePathParam],
    sampleResponse: {
      status: 'success',
      data: {
        templateid: EXAMPLE_TEMPLATE_ID,
        entityid: EXAMPLE_ENTITY_ID,
        from: SENDER_ID,
        name: 'login-otp',
        category: 'service_implicit',
        body: OTP_TEMPLATE,
        variables: 1,
        isDefault: true,
        status: 'ACTIVE',
        createdAt: '2026-10-12T06:15:00.000Z',
      },
    },
    nullable: { name: 'string' },
    errorCodes: [...COMMON_SMS, 'template_not_found'],
  },
  'mark-default': {
    id: 'mark-default',
    service: 'sms',
    summary: 'Mark Default',
    method: 'POST',
    path: '/sms/templates/{templateid}/default',
    ratePerSecond: 5,
    params: [{ ...keyParam, in: 'form' }, templatePathParam],
    sampleResponse: { status: 'success', data: { templateid: EXAMPLE_TEMPLATE_ID, from: SENDER_ID, isDefault: true } },
    errorCodes: [...COMMON_SMS, 'template_not_found'],
  },
  'sms-logs': {
    id: 'sms-logs',
    service: 'sms',
    summary: 'SMS Logs',
    method: 'GET',
    path: '/sms/logs',
    ratePerSecond: 5,
    params: [
      keyParam,
      ...logParams('to'),
      {
        name: 'status',
        in: 'query',
        required: false,
        type: 'string',
        description: 'ACCEPTED, SUBMITTED, DELIVERED, FAILED, EXPIRED or REJECTED.',
        example: 'FAILED',
        rule: { type: 'string', enum: ['ACCEPTED', 'SUBMITTED', 'DELIVERED', 'FAILED', 'EXPIRED', 'REJECTED'] },
      },
      limitParam,
      cursorParam('eyJpZCI6MTIwfQ'),
    ],
    sampleResponse: {
      status: 'success',
      data: [
        {
          messageId: 'msg_01J9Z8X4T2',
          to: '919876543210',
          from: SENDER_ID,
          templateid: EXAMPLE_TEMPLATE_ID,
          status: 'DELIVERED',
          errorCode: null,
          operator: 'Airtel',
          circle: 'Delhi',
          encoding: 'GSM-7',
          segments: 1,
          submittedAt: '2026-11-01T10:42:07.120Z',
          deliveredAt: '2026-11-01T10:42:09.884Z',
        },
      ],
      nextCursor: null,
    },
    nullable: { errorCode: 'string', deliveredAt: 'string' },
    errorCodes: [...COMMON_SMS],
  },
  'sms-analytics': {
    id: 'sms-analytics',
    service: 'sms',
    summary: 'SMS Analytics',
    method: 'GET',
    path: '/sms/analytics',
    ratePerSecond: 5,
    params: [
      keyParam,
      { name: 'start', in: 'query', required: true, type: 'ISO 8601 date', description: 'First day of the period (inclusive).', example: '2026-10-01', rule: { type: 'string', format: 'date' } },
      { name: 'end', in: 'query', required: true, type: 'ISO 8601 date', description: 'Last day of the period (inclusive). At most 92 days after start.', example: '2026-10-31', rule: { type: 'string', format: 'date' } },
      {
        name: 'group_by',
        in: 'query',
        required: false,
        type: 'string',
        description: 'day, operator, status, sender or template. Default day.',
        example: 'operator',
        rule: { type: 'string', enum: ['day', 'operator', 'status', 'sender', 'template'] },
      },
    ],
    sampleResponse: {
      status: 'success',
      data: [
        { group: 'Jio', messages: 48210, segments: 51877, delivered: 47390, failed: 512, expired: 201, rejected: 107, deliveryRate: 98.3, medianDeliverySeconds: 3.1 },
        { group: 'Airtel', messages: 39544, segments: 42012, delivered: 38921, failed: 389, expired: 164, rejected: 70, deliveryRate: 98.42, medianDeliverySeconds: 2.8 },
      ],
    },
    nullable: { medianDeliverySeconds: 'number' },
    errorCodes: [...COMMON_SMS],
  },
  'send-voice': {
    id: 'send-voice',
    service: 'voice',
    summary: 'Send Voice',
    method: 'POST',
    path: '/voice/broadcast',
    ratePerSecond: 5,
    params: [
      ...voiceAuthParams,
      {
        name: 'plan_id',
        in: 'form',
        required: true,
        type: 'string',
        description: 'The voice plan the calls are charged to, from Voice > Plans in the web panel: VP- and its number.',
        example: 'VP-2048',
        rule: { type: 'string', pattern: '^VP-[0-9]{1,12}$', patternWords: 'must be VP- followed by the plan number, such as VP-2048' },
      },
      {
        name: 'announcement_id',
        in: 'form',
        required: true,
        type: 'string',
        description: 'ID of an approved recording uploaded under Voice > Announcements (WAV or MP3; 8 kHz mono WAV recommended): ANN- and its number.',
        example: 'ANN-55120',
        rule: { type: 'string', pattern: '^ANN-[0-9]{1,12}$', patternWords: 'must be ANN- followed by the announcement number, such as ANN-55120' },
      },
      {
        name: 'caller_id',
        in: 'form',
        required: true,
        type: 'string',
        description: 'Number shown to the called person. Must be one of the caller IDs assigned to your account for this call type.',
        example: '1409990101',
        rule: { type: 'string', pattern: '^[0-9]{6,15}$', patternWords: 'must be 6 to 15 digits' },
      },
      {
        name: 'contact_numbers',
        in: 'form',
        required: true,
        type: 'string',
        description: 'Numbers to call, with country code, separated by commas. Up to 5,000 per request; duplicates are removed.',
        example: '919876543210,919812345678',
        rule: NUMBER_LIST,
      },
      {
        name: 'retry_json',
        in: 'form',
        required: false,
        type: 'string (JSON)',
        description: 'Retry policy as a JSON object: max_retries (0 to 3), retry_interval (minutes, 5 to 120) and retry_on (any of BUSY, NO_ANSWER, FAILED). Default: no retries.',
        example: RETRY_JSON_EXAMPLE,
        rule: {
          type: 'string',
          maxLength: 500,
          jsonSchema: {
            type: 'object',
            properties: {
              max_retries: { type: 'integer', minimum: 0, maximum: 3 },
              retry_interval: { type: 'integer', minimum: 5, maximum: 120 },
              retry_on: { type: 'array', minItems: 1, items: { enum: ['BUSY', 'NO_ANSWER', 'FAILED'] } },
            },
            required: ['max_retries', 'retry_interval', 'retry_on'],
          },
        },
      },
      { name: 'dtmf_wait', in: 'form', required: false, type: 'integer (0 or 1)', description: 'Set 1 to wait for a key press after the announcement and record it. Default 0.', example: '1', rule: { type: 'integer', minimum: 0, maximum: 1 } },
      {
        name: 'dtmf_wait_time',
        in: 'form',
        required: false,
        type: 'integer (seconds)',
        description: 'How long to wait for a key press when dtmf_wait is 1, from 3 to 30 seconds. Default 5.',
        example: '8',
        rule: { type: 'integer', minimum: 3, maximum: 30 },
      },
    ],
    sampleResponse: {
      status: 'success',
      message: 'Broadcast accepted',
      data: {
        broadcastId: 'vb_01JA2K7M9Q',
        planId: 'VP-2048',
        announcementId: 'ANN-55120',
        callerId: '1409990101',
        accepted: 2,
        rejected: 0,
        invalidNumbers: [],
        retry: { max_retries: 2, retry_interval: 15, retry_on: ['BUSY', 'NO_ANSWER'] },
        dtmf: { wait: true, waitSeconds: 8 },
        createdAt: '2026-11-02T09:30:00.000Z',
      },
    },
    nullable: { retry: 'object' },
    errorCodes: [...COMMON_VOICE, 'email_not_verified', 'invalid_retry_json', 'too_many_numbers', 'insufficient_credits', 'caller_id_not_allowed', 'announcement_not_found', 'plan_not_found'],
  },
  'voice-logs': {
    id: 'voice-logs',
    service: 'voice',
    summary: 'Voice Logs',
    method: 'GET',
    path: '/voice/logs',
    ratePerSecond: 5,
    params: [
      ...asQuery(voiceAuthParams),
      { name: 'broadcast_id', in: 'query', required: false, type: 'string', description: 'Only calls from this broadcast.', example: 'vb_01JA2K7M9Q', rule: { type: 'string', maxLength: 64 } },
      { name: 'start', in: 'query', required: false, type: 'ISO 8601 date-time', description: 'Earliest call time (inclusive). Default: 24 hours ago.', example: '2026-11-02T00:00:00Z', rule: { type: 'string', format: 'date-time' } },
      { name: 'end', in: 'query', required: false, type: 'ISO 8601 date-time', description: 'Latest call time (exclusive). Default: now.', example: '2026-11-03T00:00:00Z', rule: { type: 'string', format: 'date-time' } },
      { name: 'status', in: 'query', required: false, type: 'string', description: 'ANSWERED, BUSY, NO_ANSWER or FAILED.', example: 'ANSWERED', rule: { type: 'string', enum: ['ANSWERED', 'BUSY', 'NO_ANSWER', 'FAILED'] } },
      limitParam,
      cursorParam('eyJpZCI6ODd9'),
    ],
    sampleResponse: {
      status: 'success',
      data: [
        {
          callId: 'call_01JA2KB3XW',
          broadcastId: 'vb_01JA2K7M9Q',
          number: '919876543210',
          callerId: '1409990101',
          status: 'ANSWERED',
          attempt: 1,
          durationSeconds: 27,
          dtmf: '1',
          startedAt: '2026-11-02T09:31:12.000Z',
          endedAt: '2026-11-02T09:31:39.000Z',
        },
      ],
      nextCursor: null,
    },
    nullable: { dtmf: 'string' },
    errorCodes: [...COMMON_VOICE],
  },
};

export const messagingCallIds = Object.keys(messagingCalls) as MessagingCallId[];

/* ------------------------------------------------------------------ test mode */

/**
 * Magic numbers: in test mode each gives one outcome a developer must handle; any other valid
 * number is delivered (docs/decisions/034-test-mode.md).
 */
export const magicNumbers = [
  { number: '919999900001', outcome: 'DELIVERED', meaning: 'Delivered: the report says DELIVERED a few seconds later.' },
  { number: '919999900002', outcome: 'REJECTED', errorCode: 'dlt_scrubbing_failed', meaning: 'Failed at DLT scrubbing: the report says REJECTED with errorCode dlt_scrubbing_failed.' },
  { number: '919999900003', outcome: 'INVALID', meaning: 'Invalid number: the call answers 400 invalid_number (so does any malformed number).' },
  { number: '919999900004', outcome: 'REJECTED', errorCode: 'dnd_blocked', meaning: 'DND: the report says REJECTED with errorCode dnd_blocked.' },
  { number: '919999900005', outcome: 'DELAYED', meaning: 'Delayed report: SUBMITTED for a minute, then DELIVERED.' },
  { number: '919999900006', outcome: 'NO_CREDITS', meaning: 'No balance: Send SMS and Send Voice answer 402 insufficient_credits and send nothing.' },
  { number: '919999900007', outcome: 'SERVER_ERROR', meaning: 'Our error: the call answers 500 internal_error and sends nothing (SMS Logs too, given as to).' },
] as const;

/**
 * Test mode's voice account: the reference's examples are its one active plan, approved announcement
 * and assigned caller ID, so other well-formed values get plan_not_found, announcement_not_found and
 * caller_id_not_allowed as a real account would; EMPTY_PLAN is active with no balance.
 */
export const testVoiceAccount = { planId: 'VP-2048', emptyPlanId: 'VP-0000', announcementId: 'ANN-55120', callerId: '1409990101' } as const;

export interface TestTrigger {
  calls: readonly MessagingCallId[];
  param: string;
  /** The value, or one number of a comma-separated list. */
  value: string;
  code: 'insufficient_credits' | 'internal_error';
}

/**
 * Values that make test mode give the documented errors a well-formed request to an account in good
 * standing never gets (docs/decisions/034-test-mode.md), so a developer can test their handling.
 * insufficient_credits comes where the live API charges (after every other check), internal_error first.
 */
export const testTriggers: readonly TestTrigger[] = [
  { calls: ['send-sms'], param: 'to', value: '919999900006', code: 'insufficient_credits' },
  { calls: ['send-voice'], param: 'contact_numbers', value: '919999900006', code: 'insufficient_credits' },
  { calls: ['send-voice'], param: 'plan_id', value: testVoiceAccount.emptyPlanId, code: 'insufficient_credits' },
  { calls: ['send-sms', 'sms-logs'], param: 'to', value: '919999900007', code: 'internal_error' },
  { calls: ['send-voice'], param: 'contact_numbers', value: '919999900007', code: 'internal_error' },
  { calls: ['add-template', 'get-template-detail', 'mark-default'], param: 'templateid', value: '1207169999999999999', code: 'internal_error' },
  { calls: ['sms-analytics'], param: 'start', value: '2000-01-01', code: 'internal_error' },
  { calls: ['voice-logs'], param: 'broadcast_id', value: 'vb_0000000000', code: 'internal_error' },
];

/** The trigger of `code` the checked parameters of `call` carry, if any. */
export function triggerIn(call: MessagingCall, params: Record<string, unknown>, code: TestTrigger['code']): TestTrigger | undefined {
  return testTriggers.find(
    (t) => t.code === code && t.calls.includes(call.id) && String(params[t.param] ?? '').split(',').some((v) => v.trim() === t.value),
  );
}

/** A trigger in the reference's words. */
export const triggerWords = (t: TestTrigger) => `${t.param}=${t.value} (${t.calls.map((c) => messagingCalls[c].summary).join(', ')}): ${errorOfCode(t.code)}`;
const errorOfCode = (code: string) => {
  const e = [...smsErrors, ...voiceErrors].find((x) => x.code === code)!;
  return `${e.status} ${e.code}`;
};

/** Seconds after acceptance when a test delivery report appears, and for the delayed magic number. */
export const TEST_REPORT_SECONDS = 3;
export const TEST_DELAYED_REPORT_SECONDS = 60;

/** The prefix that marks a test key; a test key is refused everywhere but the test base URL. */
export const TEST_KEY_PREFIX = 'tk_test_';
