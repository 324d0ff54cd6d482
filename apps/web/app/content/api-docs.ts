// Content for the /api documentation browser, the Markdown docs served at /docs/sms.md and
// /docs/voice.md, and /llms.txt. Pure data and pure functions: no React, no I/O.
import {
  magicNumbers,
  messagingCalls,
  OTP_EXAMPLE,
  RETRY_JSON_EXAMPLE,
  SENDER_ID,
  smsErrors,
  TEST_BASE_PATH,
  TEST_KEY_PREFIX,
  TEST_REPORT_SECONDS,
  testTriggers,
  testVoiceAccount,
  triggerWords,
  voiceErrors,
  type MessagingCallId,
  type MessagingError,
} from '@tarang/shared/messaging-api';
import { countryContact, site } from '../config/site';

/* ------------------------------------------------------------------ page words */

/** The words around the docs on /api (product §2 "API documentation page"). */
export const apiDocsPage = {
  eyebrow: 'Developers',
  title: 'API Documentation',
  intro:
    'One HTTP API for every channel. Start with the guide, or pick a service to see its request format, parameters, code samples and responses.',
  markdownLinks: { label: 'Markdown for AI tools:', sms: 'SMS', voice: 'VOICE', llms: 'llms.txt' },
  openApi: { label: 'OpenAPI 3.1 document of the SMS and Voice API', href: '/api/messaging/openapi.json' },
  tryIt: 'Try it',
  menuLabel: 'API services',
  menuToggle: 'API menu',
  guideEntry: 'Get Started',
  guideEyebrow: 'Guide',
  tocTitle: 'Table of Content',
  tocToggle: 'Table of Content',
  request: 'Request',
  parameters: 'Parameters',
  codeSamples: 'Code samples',
  sampleResponse: 'Sample response',
  errors: 'Errors',
  table: { name: 'Name', required: 'Required', type: 'Type', description: 'Description', example: 'Example', yes: 'Yes', no: 'No' },
  errorTable: { code: 'Code', meaning: 'Meaning' },
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  comingSoonBadge: 'Coming soon',
  plannedTitle: 'Planned endpoints',
  contactHref: '/contact',
};

/* ------------------------------------------------------------------ menu */

interface DocItem {
  id: string;
  label: string;
}

export interface DocGroup {
  id: string;
  label: string;
  items: DocItem[];
  status: 'documented' | 'coming-soon';
}

/**
 * A menu group from its items' ids and labels (the ids name the selection in the URL, decision 014).
 * Marked free of side effects, like callSection, so the Try it panel, which takes only codeSamples from
 * this module into the browser, leaves the menu and the docs out of its JavaScript (decision 014).
 */
/* @__NO_SIDE_EFFECTS__ */
function docGroup(id: string, label: string, status: DocGroup['status'], items: [id: string, label: string][]): DocGroup {
  return { id, label, status, items: items.map(([itemId, itemLabel]) => ({ id: itemId, label: itemLabel })) };
}

export const docGroups: DocGroup[] = [
  docGroup('sms', 'SMS', 'documented', [
    ['send-sms', 'Send SMS'],
    ['add-template', 'Add TEMPLATE'],
    ['get-template-detail', 'Get TEMPLATE Detail'],
    ['mark-default', 'Mark Default'],
    ['sms-logs', 'SMS Logs'],
    ['sms-analytics', 'SMS Analytics'],
  ]),
  docGroup('voice', 'VOICE', 'documented', [
    ['send-voice', 'Send Voice'],
    ['voice-logs', 'Voice Logs'],
  ]),
  docGroup('otp-sms', 'OTP SMS', 'coming-soon', [
    ['send-otp', 'Send OTP'],
    ['verify-otp', 'Verify OTP'],
    ['resend-otp', 'Resend OTP'],
    ['edit-otp-template', 'Edit OTP Template'],
    ['otp-analytics', 'OTP Analytics'],
  ]),
  docGroup('chatbot', 'CHATBOT', 'coming-soon', [
    ['dialogflow-api', 'Dialogflow API'],
    ['microsoft-bot-framework-api', 'Microsoft Bot Framework API'],
    ['rasa-api', 'Rasa API'],
    ['amazon-lex-api', 'Amazon Lex API'],
  ]),
  docGroup('mass-mailing', 'MASS MAILING', 'coming-soon', [
    ['email-validation', 'Email Validation'],
    ['send-email', 'Send Email'],
    ['create-email-template', 'Create Template'],
    ['get-email-templates', 'Get Email Templates'],
    ['template-version-detail', 'Template Version Detail'],
  ]),
  docGroup('rcs-sms', 'RCS-SMS', 'coming-soon', [
    ['rcs-calendar-event', 'Calendar Event'],
    ['rcs-carousel', 'Carousel'],
    ['rcs-dial', 'Dial'],
    ['rcs-media', 'Media'],
    ['rcs-rich-card', 'Rich Card'],
    ['rcs-template', 'Template'],
    ['rcs-text', 'Text'],
  ]),
  docGroup('whatsapp', 'Whatsapp', 'coming-soon', [
    ['send-whatsapp-message', 'Send WhatsApp Message'],
    ['whatsapp-logs', 'WhatsApp Logs'],
    ['create-whatsapp-template', 'Create Template'],
    ['send-whatsapp-template', 'Send Whatsapp Template'],
    ['fetch-number', 'Fetch number'],
    ['multiple-product-catalog', 'Multiple Product Catalog'],
  ]),
];

export const comingSoon = {
  title: 'Coming soon',
  text: 'Reach out to our support team to explore these services.',
  cta: 'Contact an expert',
} as const satisfies {
  title: string;
  text: 'Reach out to our support team to explore these services.';
  cta: 'Contact an expert';
};

/* ------------------------------------------------------------------ shared facts */

const API_BASE_URL = site.apiBaseUrl;

// Example values derived from the brand (brand/brand.json), so a rebrand flows through.
const PANEL = `${site.shortName} web panel`;
const KEY_ENV = `${SENDER_ID}_API_KEY`;
const TOKEN_ENV = `${SENDER_ID}_API_TOKEN`;

/** The India contact (sales phone, New Delhi office); the brand lists IN once (brand.schema.json). */
const india = countryContact('IN');

const DLT_CATEGORIES = ['Transactional', 'Service Implicit', 'Service Explicit', 'Promotional'] as const;

/* ------------------------------------------------------------------ Get Started */

interface GuideSection {
  id: string;
  heading: string;
  paragraphs: string[];
  steps?: string[];
  /** Optional shell example shown after the paragraphs. */
  code?: string;
}

export interface GuideDoc {
  title: string;
  intro: string;
  sections: GuideSection[];
}

export const getStarted: GuideDoc = {
  title: 'Get Started',
  intro: `Send your first message with the ${site.name} API in a few minutes. This guide takes you from a new account to a delivered SMS, then covers the basics every integration needs: base URL, authentication, rate limits and errors.`,
  sections: [
    {
      id: 'create-account',
      heading: '1. Create an account',
      paragraphs: [
        'Sign up with your name, work e-mail and a password of at least 6 characters, then open the link in the e-mail we send: it verifies your address and opens your Developer page (/developer), your console. Use a shared team mailbox if several developers will manage the integration.',
        'Every account starts on the free Developer plan, which includes web support and API status notifications.',
      ],
    },
    {
      id: 'test-mode',
      heading: '2. Try everything in test mode',
      paragraphs: [
        'Test mode is free and has no time limit. With the test API key from your Developer page, the SMS and Voice calls below answer exactly as the live API does, DLT template checks and delivery reports included, while nothing is sent to a phone and nothing is charged. Each SMS and Voice call in these docs has a Try it button that sends it with your test key.',
        'When you are ready for live traffic, ask our team for a quote (pricing depends on the message type, volume and destination): they open your live account.',
      ],
    },
    {
      id: 'generate-api-key',
      heading: '3. Get your test API key',
      paragraphs: [
        'API keys are created on your Developer page, never through the API itself. Your test key starts with tk_test_; live keys come with your live account.',
      ],
      steps: [
        'Log in and open Developer from the account menu (/developer).',
        'Create your test API key.',
        `Copy the key and store it in your secret manager or an environment variable such as ${KEY_ENV}. It is shown only once.`,
        'If it leaks, regenerate or revoke it on the same page.',
      ],
    },
    {
      id: 'dlt-registration',
      heading: '4. Complete DLT registration (India)',
      paragraphs: [
        `Every commercial SMS to an Indian number must match details registered on a DLT platform under TRAI rules. Register your business, Sender IDs and templates on any operator’s DLT portal, choosing one of the four categories for each template: ${DLT_CATEGORIES.join(', ')}.`,
        `Then download your Entity ID, Sender ID and Template ID from your DLT portal. To test, add them on your Developer page; for live sending, ${site.name} loads them into your live account. Messages to numbers outside India do not need DLT.`,
      ],
      steps: [
        'Register as a Principal Entity on a DLT portal and note your 19-digit Entity ID.',
        'Register your Sender ID (header) and each message template with its category.',
        `Add ${site.name} as your telemarketer on the portal.`,
        'Download the Entity ID, Sender ID and Template ID, and add them on your Developer page to test.',
      ],
    },
    {
      id: 'send-first-sms',
      heading: '5. Send your first SMS',
      code: [
        `curl -G '${API_BASE_URL}/sms/send' \\`,
        `  --data-urlencode "key=$${KEY_ENV}" \\`,
        `  --data-urlencode 'to=919876543210' \\`,
        `  --data-urlencode 'from=${SENDER_ID}' \\`,
        `  --data-urlencode 'body=${OTP_EXAMPLE}' \\`,
        `  --data-urlencode 'entityid=1201160000000000000' \\`,
        `  --data-urlencode 'templateid=1207160000000000000'`,
      ].join('\n'),
      paragraphs: [
        'Call Send SMS with your key, the recipient (to), your Sender ID (from), the message text (body) and its DLT IDs (entityid, templateid). The body must match the registered template exactly, with only the {#var#} parts replaced. The SMS section has the same request in curl, Node.js, Python and PHP.',
        'A successful call returns HTTP 200 with a messageId for each number. Keep the messageId: delivery reports and logs refer to it.',
      ],
    },
    {
      id: 'delivery-reports',
      heading: '6. Read delivery reports',
      paragraphs: [
        'Accepted means we validated your request; the final status arrives from the operator as a delivery report: DELIVERED, FAILED, EXPIRED or REJECTED, with the operator’s error code.',
        `In test mode, set a callback URL on your Developer page: a few seconds after each send, its report is POSTed there, and the page’s request inspector shows each callback with your server’s answer and can send it again. For your live account, give our team an HTTPS URL. For low volumes, read statuses with SMS Logs.`,
        'Each report is JSON: {"type": "sms.status", "timestamp": …, "data": {…}}, where data is the message as SMS Logs lists it (messageId, to, from, templateid, status, errorCode, operator, circle, encoding, segments, submittedAt, deliveredAt). It is signed the Standard Webhooks way: the webhook-id, webhook-timestamp and webhook-signature headers, the signature an HMAC-SHA256 of "id.timestamp.body" with your callback’s signing secret (whsec_…), so any Standard Webhooks library verifies it. If your server does not answer with HTTP 2xx we try again, after 30 seconds, 2 minutes, 10 minutes, then hours apart, for about three days, with the same webhook-id.',
      ],
    },
    {
      id: 'base-url',
      heading: 'Base URL',
      paragraphs: [
        `All endpoints are under ${API_BASE_URL}. Only HTTPS is accepted; plain HTTP requests are refused.`,
        'Responses are JSON in UTF-8. Phone numbers are written with the country code and without a plus sign or leading zero, for example 919876543210. Times are ISO 8601 in UTC.',
      ],
    },
    {
      id: 'authentication',
      heading: 'Authentication',
      paragraphs: [
        'SMS endpoints take your API key in the key parameter. Voice endpoints take your account username (the e-mail you sign in with) and an API key with the Voice service enabled in the token parameter.',
        'Call the API only from your servers. Never embed a key in a mobile app or web page; anyone can read it there. If a key leaks, revoke it where you got it (your Developer page for a test key) and create a new one.',
      ],
    },
    {
      id: 'rate-limits',
      heading: 'Rate limits',
      paragraphs: [
        'Default limits per API key: Send SMS 20 requests per second (up to 100 numbers per request); Voice broadcast 5 requests per second (up to 5,000 numbers per request); logs, analytics and template endpoints 5 requests per second.',
        'Above a limit the API answers HTTP 429 with a Retry-After header in seconds. Use separate keys for OTP and bulk traffic so a campaign cannot slow down your logins, and contact support if you need higher limits.',
      ],
    },
    {
      id: 'errors',
      heading: 'Errors',
      paragraphs: [
        'Errors use the HTTP status code and a JSON body: {"status":"error","code":"template_mismatch","message":"Body does not match template 1207160000000000000"}.',
        '400 means a missing or invalid parameter, 401 a wrong key or token, 402 insufficient credits, 403 a Sender ID, caller ID or service your account may not use, 422 a DLT rule was broken, 429 too many requests, and 5xx a problem on our side. Retry only 429 and 5xx, after a delay; fix the request for everything else.',
      ],
    },
  ],
};

/* ------------------------------------------------------------------ endpoint docs */

type HttpMethod = 'GET' | 'POST';

export interface DocParam {
  name: string;
  required: boolean;
  type: string;
  description: string;
  example: string;
}

export interface DocError {
  code: string;
  meaning: string;
}

export interface DocSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Sections that document their own endpoint (Add TEMPLATE, SMS Logs, Voice Logs, ...). */
  method?: HttpMethod;
  endpoint?: string;
  params?: DocParam[];
  sampleResponse?: string;
  /** The call of the one definition this section documents (packages/shared/src/messaging-api.ts), for Try it. */
  callId?: MessagingCallId;
}

export interface ApiDoc {
  /** Short id used in URLs: /docs/{slug}.md */
  slug: 'sms' | 'voice';
  title: string;
  intro: string;
  method: HttpMethod;
  endpoint: string;
  params: DocParam[];
  sampleResponse: string;
  errors: DocError[];
  sections: DocSection[];
  callId?: MessagingCallId;
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

function dltSection(channel: 'SMS' | 'voice'): DocSection {
  return {
    id: 'dlt-registration',
    heading: 'DLT registration',
    paragraphs: [
      channel === 'SMS'
        ? 'Under TRAI’s Telecom Commercial Communications Customer Preference Regulations, every commercial SMS to an Indian number must come from a business, Sender ID and template registered on a DLT (Distributed Ledger Technology) platform. Operators block messages that do not match.'
        : 'Commercial calls to Indian numbers fall under the same TRAI regulations as SMS. Your business must be registered on a DLT platform, and the caller IDs and content you use must match your registration and the call category.',
      'Each template is registered in one of four categories, which decides who may receive it and when:',
    ],
    list: [
      'Transactional: OTPs and alerts from banks for a transaction the customer started. Delivered to DND numbers at any hour.',
      'Service Implicit: messages arising from the customer’s own action or relationship with you, such as order updates and OTPs from non-bank businesses. Delivered to DND numbers at any hour.',
      'Service Explicit: service messages that need the customer’s recorded consent. Delivered only where consent is on record, between 10:00 and 21:00 IST.',
      'Promotional: offers and marketing. Not delivered to customers who have blocked promotions; sent only between 10:00 and 21:00 IST.',
      `After approval, download your Entity ID, Sender ID and Template ID from your DLT portal and upload them to the ${PANEL} (SMS > DLT settings and SMS > Templates). We check every request against them before it reaches the operator.`,
    ],
  };
}

/* SMS ------------------------------------------------------------- */

/** A call's request, parameters and sample answer as the reference shows them, from the one definition. */
function callParts(id: MessagingCallId): Required<Pick<DocSection, 'method' | 'endpoint' | 'params' | 'sampleResponse' | 'callId'>> {
  const call = messagingCalls[id];
  return {
    callId: id,
    method: call.method,
    endpoint: `${API_BASE_URL}${call.path}`,
    params: call.params.map(({ name, required, type, description, example }) => ({ name, required, type, description, example })),
    sampleResponse: json(call.sampleResponse),
  };
}

/** A section that documents a call of its own, under the call's id (Try it and the menu use the same id). */
/* @__NO_SIDE_EFFECTS__ */
function callSection(id: MessagingCallId, heading: string, paragraphs: string[], list?: string[]): DocSection {
  return { id, heading, paragraphs, ...(list ? { list } : {}), ...callParts(id) };
}

const docErrors = (errors: MessagingError[]): DocError[] => errors.map((e) => ({ code: `${e.status} ${e.code}`, meaning: e.meaning }));

export const smsDoc: ApiDoc = {
  slug: 'sms',
  title: 'SMS API',
  intro: `Send single or bulk SMS to Indian and international numbers over HTTPS. Messages longer than 160 characters and Unicode text (Hindi and other Indian scripts) are split and encoded automatically. For Indian numbers, each request carries the DLT Entity ID and Template ID that you uploaded to the ${site.name} web panel.`,
  ...callParts('send-sms'),
  errors: docErrors(smsErrors),
  sections: [
    {
      id: 'send-sms',
      heading: 'Send SMS',
      paragraphs: [
        'Send SMS is a GET request with URL-encoded query parameters: key, to, from, body, entityid and templateid. POST with the same parameters as a form body (application/x-www-form-urlencoded) is also accepted, which is convenient for long messages.',
        'A 200 response means the message was accepted and queued; it does not mean it was delivered. The final status arrives as a delivery report and in SMS Logs.',
      ],
      list: [
        'Long messages: up to 160 GSM-7 characters is one segment; longer messages are split into segments of 153 characters.',
        'Unicode: any character outside GSM-7 (Hindi, emoji, curly quotes) makes the whole message UCS-2, with 70 characters in one segment and 67 per segment when split.',
        'You are charged per segment; the response shows encoding, segments and creditsUsed.',
        'For bulk sends, put up to 100 numbers in to, or make parallel requests within your rate limit.',
      ],
    },
    dltSection('SMS'),
    {
      id: 'test-mode',
      heading: 'Test mode',
      paragraphs: [
        `Every call on this page also answers in test mode, at ${site.url}${TEST_BASE_PATH} instead of ${API_BASE_URL}, with a test key (${TEST_KEY_PREFIX}...) from the Developer page of your account. Test mode checks the same parameters, DLT templates, encoding and rate limits and gives the same ids and error codes, but sends nothing. Register the entity, Sender IDs and templates you test with on the Developer page.`,
        `Delivery reports appear in SMS Logs about ${TEST_REPORT_SECONDS} seconds after a message is accepted. These numbers give each outcome your code must handle; any other valid number is delivered:`,
      ],
      list: [
        ...magicNumbers.map((m) => `${m.number}: ${m.meaning}`),
        ...testTriggers.filter((t) => t.param !== 'to' && messagingCalls[t.calls[0]!].service === 'sms').map(triggerWords),
      ],
    },
    callSection('add-template', 'Add TEMPLATE', [
      'Uploads a DLT-approved template to your account, as an alternative to adding it in the web panel. Copy the text exactly as approved on DLT, including {#var#} placeholders and punctuation.',
    ]),
    callSection('get-template-detail', 'Get TEMPLATE Detail', ['Returns one template as stored in your account, with its Sender ID, category, text, number of variables and whether it is the default for its Sender ID.']),
    callSection('mark-default', 'Mark Default', [
      'Makes a template the default for its Sender ID. The default is preselected in the web panel’s quick send and used by Send SMS when templateid is omitted. Each Sender ID has at most one default; marking a new one replaces the previous default.',
    ]),
    callSection('sms-logs', 'SMS Logs', [
      'Lists sent messages with their delivery status, newest first. Use it to look up a single message or to reconcile delivery reports. Results are paged: pass the nextCursor value from one answer as cursor to get the next page.',
    ], [
      'ACCEPTED and SUBMITTED: in progress.',
      'DELIVERED: the handset confirmed receipt.',
      'FAILED: the operator could not deliver (for example an invalid or inactive number).',
      'EXPIRED: the phone stayed unreachable until the message validity ended.',
      'REJECTED: refused before delivery, usually by DLT checks or DND preferences; errorCode gives the reason.',
    ]),
    callSection('sms-analytics', 'SMS Analytics', [
      'Returns totals for a period, grouped the way you choose: messages, segments, credits, delivery rate and median time to delivery. Use it for dashboards and to spot a drop on one operator or template early.',
    ]),
  ],
};

/* VOICE ----------------------------------------------------------- */

export const voiceDoc: ApiDoc = {
  slug: 'voice',
  title: 'Voice API',
  intro:
    'Play a recorded announcement to a list of numbers in one request (voice broadcast), with automatic retries for busy and unanswered calls and optional keypad (DTMF) capture, for reminders, cash-on-delivery confirmations, surveys and alerts.',
  ...callParts('send-voice'),
  errors: docErrors(voiceErrors),
  sections: [
    {
      id: 'send-voice',
      heading: 'Send Voice',
      paragraphs: [
        'Send Voice starts a broadcast: a POST with form-encoded parameters (application/x-www-form-urlencoded) that places one call to each number in contact_numbers and plays the announcement. The response returns a broadcastId at once; calls are placed over the following minutes, according to your plan’s channel capacity.',
        'Call results, retries and key presses appear in Voice Logs as the calls complete.',
      ],
      list: [
        'Upload and get approval for the recording before the first call; announcements under 30 seconds get the best completion rates.',
        'Promotional calls must use a caller ID from the promotional (140) series and respect DND preferences. Schedule them between 10:00 and 21:00 IST.',
        'Give listeners a way to opt out, for example “press 9 to stop these calls”, and honour it.',
      ],
    },
    {
      id: 'retry-json',
      heading: 'retry_json format',
      paragraphs: [
        `retry_json is a JSON object sent as a string in one form field. Example: ${RETRY_JSON_EXAMPLE}. With this policy, a call that is busy or not answered is tried again up to two more times, 15 minutes apart.`,
      ],
      list: [
        'max_retries: integer from 0 to 3. Number of extra attempts after the first call.',
        'retry_interval: integer from 5 to 120. Minutes between attempts.',
        'retry_on: array with one or more of BUSY (line busy or call rejected), NO_ANSWER (rang without answer) and FAILED (network could not connect).',
        'Numbers reported as invalid or not in service are never retried. Every attempt is charged and listed in Voice Logs with its attempt number.',
      ],
    },
    {
      id: 'dtmf-settings',
      heading: 'DTMF wait settings',
      paragraphs: [
        'To collect a key press, set dtmf_wait to 1 and dtmf_wait_time to the seconds to wait after the announcement ends, from 3 to 30. Five to ten seconds suits most prompts such as “press 1 to confirm, press 2 to cancel”.',
        'The first key pressed is stored with the call as dtmf (for example "1"). If nothing is pressed, dtmf is null and the call ends when the wait time runs out.',
      ],
    },
    dltSection('voice'),
    {
      id: 'voice-test-mode',
      heading: 'Test mode',
      paragraphs: [
        `Both Voice calls also answer in test mode, at ${site.url}${TEST_BASE_PATH}, with your account e-mail as username and a test key (${TEST_KEY_PREFIX}...) from the Developer page as token. Nothing is dialled. The test account has one active plan, ${testVoiceAccount.planId}, one approved announcement, ${testVoiceAccount.announcementId}, and one caller ID, ${testVoiceAccount.callerId}; other well-formed values get plan_not_found, announcement_not_found and caller_id_not_allowed. The SMS magic numbers work as contact numbers: refused ones fail, DND is busy, the delayed one is not answered. These values give the other errors:`,
      ],
      list: testTriggers.filter((t) => t.calls.some((c) => messagingCalls[c].service === 'voice')).map(triggerWords),
    },
    callSection('voice-logs', 'Voice Logs', ['Lists calls with their outcome, duration, attempt number and any key pressed, newest first. Filter by broadcast to follow one campaign.'], [
      'ANSWERED: the call was answered; duration is the seconds connected.',
      'BUSY: the line was busy or the call was rejected.',
      'NO_ANSWER: the phone rang but nobody answered.',
      'FAILED: the network could not connect the call, or the number is invalid.',
    ]),
  ],
};

/** The documented services, by slug (for /docs/{slug}.md). */
export const apiDocs: Record<ApiDoc['slug'], ApiDoc> = { sms: smsDoc, voice: voiceDoc };

/** The doc for a menu group id, or null for groups shown as "coming soon". */
export function docForGroup(groupId: string): ApiDoc | null {
  if (groupId === 'sms') return smsDoc;
  if (groupId === 'voice') return voiceDoc;
  return null;
}

/* ------------------------------------------------------------------ code samples */

type SampleLanguage = 'curl' | 'Node.js' | 'Python' | 'PHP';

export interface CodeSample {
  language: SampleLanguage;
  code: string;
}

/** Secret parameters are read from environment variables in samples, never written inline. */
const SECRET_ENV: Record<string, string> = { key: KEY_ENV, token: TOKEN_ENV };

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
const phpQuote = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/**
 * A string literal valid in both JavaScript and Python: single quotes when the value contains
 * double quotes (JSON examples read better), otherwise a JSON string literal.
 */
const jsonQuote = (s: string): string =>
  s.includes('"') && !/['\\\n]/.test(s) ? `'${s}'` : JSON.stringify(s);

/** A secret parameter's environment variable, unless the request writes its secrets inline. */
const secretEnv = (doc: SampleRequest, param: DocParam): string | undefined => (doc.inlineSecrets ? undefined : SECRET_ENV[param.name]);

/**
 * One line per parameter, each with its line break (none at all without parameters), given how a language
 * writes a parameter and how it reads an environment variable.
 */
function paramLines(doc: SampleRequest, line: (name: string, value: string) => string, fromEnv: (env: string) => string, quote: (s: string) => string): string {
  return doc.params
    .map((p) => {
      const env = secretEnv(doc, p);
      return `${line(p.name, env ? fromEnv(env) : quote(p.example))}\n`;
    })
    .join('');
}

function curlSample(doc: SampleRequest): string {
  const lines =
    doc.method === 'GET' ? [`curl -G ${shellQuote(doc.endpoint)}`] : [`curl -X POST ${shellQuote(doc.endpoint)}`];
  for (const p of doc.params) {
    const env = secretEnv(doc, p);
    lines.push(env ? `--data-urlencode "${p.name}=$${env}"` : `--data-urlencode ${shellQuote(`${p.name}=${p.example}`)}`);
  }
  return lines.join(' \\\n  ');
}

// The Node.js, Python and PHP samples are written as the code they produce.

function nodeSample(doc: SampleRequest): string {
  const entries = paramLines(doc, (name, value) => `  ${name}: ${value},`, (env) => `process.env.${env}`, jsonQuote);
  const call =
    doc.method === 'GET'
      ? `const res = await fetch(\`${doc.endpoint}?\${params}\`);`
      : `const res = await fetch(${jsonQuote(doc.endpoint)}, {\n  method: "POST",\n  body: params, // sent as application/x-www-form-urlencoded\n});`;
  return `// Node.js 18+ (built-in fetch), as an ES module
const params = new URLSearchParams({
${entries}});

${call}
const data = await res.json();
if (!res.ok) {
  throw new Error(\`\${res.status} \${data.code}: \${data.message}\`);
}
console.log(data);`;
}

function pythonSample(doc: SampleRequest): string {
  const entries = paramLines(doc, (name, value) => `    "${name}": ${value},`, (env) => `os.environ["${env}"]`, jsonQuote);
  const call =
    doc.method === 'GET'
      ? `response = requests.get(${jsonQuote(doc.endpoint)}, params=params, timeout=15)`
      : `response = requests.post(${jsonQuote(doc.endpoint)}, data=params, timeout=15)`;
  return `import os

import requests

params = {
${entries}}

${call}
data = response.json()
if not response.ok:
    raise RuntimeError(f"{response.status_code} {data['code']}: {data['message']}")
print(data)`;
}

function phpSample(doc: SampleRequest): string {
  const entries = paramLines(doc, (name, value) => `    '${name}' => ${value},`, (env) => `getenv('${env}')`, phpQuote);
  const init =
    doc.method === 'GET'
      ? `$ch = curl_init(${phpQuote(doc.endpoint)} . '?' . http_build_query($params));
curl_setopt_array($ch, [
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_TIMEOUT => 15,
]);`
      : `$ch = curl_init(${phpQuote(doc.endpoint)});
curl_setopt_array($ch, [
    CURLOPT_POST => true,
    CURLOPT_POSTFIELDS => http_build_query($params),
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_TIMEOUT => 15,
]);`;
  return `<?php
$params = [
${entries}];

${init}
$body = curl_exec($ch);
if ($body === false) {
    throw new RuntimeException(curl_error($ch));
}
$status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
$data = json_decode($body, true);
if ($status >= 400) {
    throw new RuntimeException($status . ' ' . $data['code'] . ': ' . $data['message']);
}
print_r($data);`;
}

/** A request as the samples write it; `inlineSecrets` writes the key itself (Try it, the visitor's test key). */
interface SampleRequest {
  method: HttpMethod;
  endpoint: string;
  params: DocParam[];
  inlineSecrets?: boolean;
}

/** Ready-to-run samples of a doc's main request, built from its params' examples. */
export function codeSamples(doc: SampleRequest): CodeSample[] {
  return [
    { language: 'curl', code: curlSample(doc) },
    { language: 'Node.js', code: nodeSample(doc) },
    { language: 'Python', code: pythonSample(doc) },
    { language: 'PHP', code: phpSample(doc) },
  ];
}

/* ------------------------------------------------------------------ Markdown and llms.txt */

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function paramsTable(params: DocParam[]): string[] {
  return [
    '| Name | Required | Type | Description | Example |',
    '|---|---|---|---|---|',
    ...params.map(
      (p) =>
        `| \`${p.name}\` | ${p.required ? 'Yes' : 'No'} | ${cell(p.type)} | ${cell(p.description)} | \`${cell(p.example)}\` |`,
    ),
  ];
}

function fenced(lang: string, code: string): string[] {
  const fence = code.includes('```') ? '````' : '```';
  return [`${fence}${lang}`, code, fence];
}

/** Markdown rendering of a documented service, served at /docs/{slug}.md for AI tools. */
export function docToMarkdown(doc: ApiDoc): string {
  const samples = codeSamples(doc);
  const out: string[] = [
    `# ${site.name} ${doc.title}`,
    '',
    doc.intro,
    '',
    `Full documentation: ${site.url}/api`,
    '',
    '## Request',
    '',
    '```http',
    `${doc.method} ${doc.endpoint}`,
    '```',
    '',
    '### Parameters',
    '',
    ...paramsTable(doc.params),
    '',
    '### Examples',
    '',
  ];
  for (const s of samples) {
    const lang = s.language === 'curl' ? 'bash' : s.language === 'Node.js' ? 'js' : s.language.toLowerCase();
    out.push(`#### ${s.language}`, '', ...fenced(lang, s.code), '');
  }
  out.push('### Sample response', '', ...fenced('json', doc.sampleResponse), '');
  out.push('### Errors', '', '| Code | Meaning |', '|---|---|');
  for (const e of doc.errors) out.push(`| \`${cell(e.code)}\` | ${cell(e.meaning)} |`);
  out.push('');
  for (const section of doc.sections) {
    out.push(`## ${section.heading}`, '');
    if (section.method && section.endpoint) {
      out.push('```http', `${section.method} ${section.endpoint}`, '```', '');
    }
    for (const p of section.paragraphs) out.push(p, '');
    if (section.list && section.list.length > 0) {
      for (const item of section.list) out.push(`- ${item}`);
      out.push('');
    }
    if (section.params && section.params.length > 0) {
      out.push('### Parameters', '', ...paramsTable(section.params), '');
    }
    if (section.sampleResponse) {
      out.push('### Sample response', '', ...fenced('json', section.sampleResponse), '');
    }
  }
  out.push('## Support', '', `Questions: ${site.emails.support}. Sales: ${india.salesPhone}. Support is available ${site.claims.support}.`, '');
  return out.join('\n');
}

/** /llms.txt in the llmstxt.org format. */
/** `articles`: the published blog posts, newest first (docs/decisions/052-content-pages-from-the-database.md). */
export function llmsTxt(articles: { slug: string; title: string; description: string }[] = []): string {
  const u = (path: string): string => `${site.url}${path}`;
  return [
    `# ${site.name}`,
    '',
    `> ${site.description}`,
    '',
    `${site.name} serves businesses in India and worldwide. The HTTP API lives at ${API_BASE_URL}. SMS to Indian numbers must carry a DLT Entity ID and Template ID; DLT categories are Transactional, Service Implicit, Service Explicit and Promotional. OTP SMS is typically delivered in ${site.claims.otpDelivery}. Support is available ${site.claims.support}.`,
    '',
    '## Docs',
    '',
    `- [SMS API](${u('/docs/sms.md')}): send SMS with DLT IDs, templates (add, detail, mark default), SMS logs and analytics, errors and code samples.`,
    `- [Voice API](${u('/docs/voice.md')}): voice broadcast with retry_json and DTMF settings, voice logs, errors and code samples.`,
    `- [API documentation](${u('/api')}): Get Started guide (account, API key, DLT, first SMS, delivery reports, rate limits) and the full service menu.`,
    '',
    '## Services',
    '',
    `- [Bulk SMS](${u('/services/sms')}): transactional, service and promotional SMS.`,
    `- [Voice](${u('/services/voice')}): voice broadcast and IVR.`,
    `- [OTP SMS](${u('/services/otp-sms')}): one-time passwords for login and payments.`,
    `- [RCS SMS](${u('/services/rcs-sms')}): rich, verified business messages.`,
    `- [WhatsApp API](${u('/services/whatsapp-api')}): WhatsApp Business Platform messaging.`,
    `- [Chatbot](${u('/services/chat-bot')}): chatbots with handover to agents.`,
    `- [Mass mailing](${u('/services/mass-mailing')}): bulk e-mail.`,
    '',
    '## Company',
    '',
    `- [Pricing](${u('/price')}): how pricing works and how to request a quote.`,
    `- [Support plans](${u('/SupportPlans')}): Developer, Production, Business and Personalized plans compared.`,
    `- [Help center](${u('/help-center')}): answers about accounts, DLT, OTP, voice, WhatsApp, e-mail and the API.`,
    `- [Contact](${u('/contact')}): talk to sales or support.`,
    '',
    ...(articles.length ? ['## Blog', '', ...articles.map((a) => `- [${a.title}](${u(`/blog/${a.slug}`)}): ${a.description}`), ''] : []),
    '## Optional',
    '',
    `- [Blog](${u('/blog')}): guides on DLT, SMS encoding, OTP, WhatsApp templates and e-mail deliverability.`,
    `- [About](${u('/about')})`,
    `- [Privacy policy](${u('/Privacy-Policy')})`,
    `- [Terms and conditions](${u('/Term-Condition')})`,
    '',
  ].join('\n');
}
