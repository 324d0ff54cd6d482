// Help Center content (product §13: "The Help Center search and its suggested questions work:
// they search and open real help answers."). Read at build time by the route's loader; the
// answers are searched by the site search, scoped to help (docs/decisions/035-message-tools-and-search.md).
import { countryContact, site } from '../config/site';
import type { AnswerLink } from './faq';

export interface HelpArticle {
  id: string;
  question: string;
  /** Paragraphs, plain text. */
  answer: string[];
  /** The page of the product the answer describes (docs/decisions/045). */
  link?: AnswerLink;
  keywords: string[];
  category: string;
}

export const helpCategories = [
  'Account & billing',
  'SMS & DLT',
  'OTP',
  'Voice',
  'WhatsApp & RCS',
  'Email',
  'API & developers',
] as const;

type HelpCategory = (typeof helpCategories)[number];

/** The India contact (sales phone, New Delhi office); the brand lists IN once (brand.schema.json). */
const india = countryContact('IN');

interface Article extends HelpArticle {
  category: HelpCategory;
}

const allArticles: Article[] = [
  // Account & billing
  {
    id: 'start-free-trial',
    category: 'Account & billing',
    question: 'How do I start a free trial?',
    answer: [
      `Sign up with your name, e-mail and a password of at least 6 characters, then open the link in the e-mail we send you: it verifies your address and opens your Developer page. Your ${site.name} account is on the free Developer plan straight away.`,
      'The free trial is test mode, with no time limit. The Developer page gives you a test API key, and the documented SMS and Voice calls answer with it exactly as the live API does, delivery reports included, while nothing is sent to a phone and nothing is charged. Register your DLT entity, Sender IDs and templates there to see how each message would be matched. Each SMS and Voice call in the API docs has a Try it button.',
      'When you are ready to send for real, ask our team for a quote: they open your live account and agree your rates.',
    ],
    link: { label: 'Open your Developer page', href: '/developer' },
    keywords: ['trial', 'free', 'sign up', 'signup', 'register', 'credits', 'test', 'test mode', 'developer plan'],
  },
  {
    id: 'pricing-how-it-works',
    category: 'Account & billing',
    question: 'How is pricing calculated?',
    answer: [
      'Pricing depends on the message type, your monthly volume and the destination. A promotional SMS, a service SMS, a voice call minute, a WhatsApp template and an e-mail are each priced differently, and rates fall as volume grows.',
      'SMS is charged per segment. A message of up to 160 English characters is one segment; longer messages and messages in Hindi or other Unicode scripts use more segments. Your SMS Logs show the segment count of every message.',
      `For a quote based on your expected volumes, use Book Demo or call sales on ${india.salesPhone}.`,
    ],
    keywords: ['price', 'pricing', 'cost', 'rate', 'charges', 'per sms', 'segment', 'quote', 'volume'],
  },
  {
    id: 'add-credits-invoices',
    category: 'Account & billing',
    question: 'How do I add credits and get GST invoices?',
    answer: [
      'Credits and invoices are arranged with our sales team when your live account is opened, not on this site: there is no billing page here. Tell them how you want to pay (prepaid credits, or bank transfer against an invoice for larger accounts).',
      'Give them your GSTIN and registered business address before the first invoice, so that each tax invoice carries them and you can claim input tax credit.',
      'Test mode on your Developer page costs nothing and needs no credits.',
    ],
    link: { label: 'Ask our team', href: '/contact' },
    keywords: ['credits', 'recharge', 'top up', 'payment', 'invoice', 'gst', 'gstin', 'billing', 'balance'],
  },
  {
    id: 'support-plans',
    category: 'Account & billing',
    question: 'Which support plan do I need?',
    answer: [
      'Every account gets the free Developer plan, with web support and API status notifications. Paid plans are billed per month with no minimum commitment, so you can move up for a festive-season launch and back down afterwards.',
      'Production adds live chat and faster responses for live traffic. Business adds phone support, 24/7 one-hour response for P1 incidents and a technical account manager. Personalized adds a support escalation line.',
      'If an outage of your OTP or order messages would stop your business, choose at least Business. The Support Plans page compares response times and prices side by side.',
    ],
    keywords: ['support', 'plan', 'developer', 'production', 'business', 'personalized', 'sla', 'response time', 'escalation'],
  },
  {
    id: 'cannot-sign-in',
    category: 'Account & billing',
    question: 'I cannot sign in. How do I recover my account?',
    answer: [
      'First check that you are using the e-mail address you signed up with; the login form gives the same message for an unknown e-mail and a wrong password, so a typing error in the address looks like a wrong password. Passwords are case-sensitive and at least 6 characters long.',
      `If you still cannot sign in, write to ${site.emails.support} from the e-mail address on the account. After we confirm it is you, we send a one-time link to set a new password.`,
      'We store passwords only as salted hashes, so nobody at our company can see or send you your old password. Choose a new one you do not use on any other site.',
    ],
    keywords: ['password', 'forgot', 'reset', 'login', 'sign in', 'locked out', 'account', 'recover'],
  },
  {
    id: 'close-account-data',
    category: 'Account & billing',
    question: 'How do I close my account or delete my data?',
    answer: [
      `Write to ${site.emails.info} from the e-mail address on the account and ask for closure or erasure. We confirm your identity, settle any remaining balance and close the account.`,
      'Personal data is then erased, except records we must keep by law, such as tax invoices and message records required under telecom rules. The Privacy Policy lists how long each kind of record is kept.',
      'To stop only our newsletter, use the unsubscribe link at the bottom of any newsletter e-mail; you do not need to close your account.',
    ],
    keywords: ['delete', 'close', 'erase', 'erasure', 'privacy', 'data', 'unsubscribe', 'dpdp', 'account'],
  },

  // SMS & DLT
  {
    id: 'dlt-registration-steps',
    category: 'SMS & DLT',
    question: 'What is DLT registration and how do I complete it?',
    answer: [
      'DLT (Distributed Ledger Technology) is the registry that Indian telecom operators run under TRAI rules. Every business that sends commercial SMS in India must register itself as a Principal Entity, register its Sender IDs (headers) and register the text of every message template.',
      'Register once on any operator’s DLT portal (for example Jio, Airtel, Vi or BSNL) with your PAN, GST certificate or incorporation proof and an authorisation letter. Once approved you receive an Entity ID; then add your headers and templates, and add us as your telemarketer.',
      `Finally, download your Entity ID, Sender ID and Template ID from the DLT portal and send them to ${site.shortName} with your live account; to test, add them on your Developer page. Messages that do not match a registered template are blocked by the operators, so this step comes before your first live send.`,
    ],
    keywords: ['dlt', 'registration', 'trai', 'entity id', 'principal entity', 'header', 'template', 'telemarketer', 'india'],
  },
  {
    id: 'upload-dlt-ids',
    category: 'SMS & DLT',
    question: 'Where do I upload my Entity ID, Sender ID and Template ID?',
    answer: [
      'For test mode, on your Developer page: enter your 19-digit Entity ID, add each approved Sender ID, and add each template with its 19-digit Template ID and exact approved text. For your live account, our team loads them from your DLT portal’s export.',
      'Copy the template text exactly as approved, including punctuation and spaces, and keep {#var#} where the variables are. We check each API request against this text before it leaves our platform, so a mismatch is reported to you at once instead of failing silently at the operator.',
      'You can also add templates through the API with Add TEMPLATE, and choose the template used by quick sends with Mark Default.',
    ],
    keywords: ['entity id', 'sender id', 'template id', 'upload', 'dlt', 'developer page', 'header', 'csv', 'import'],
  },
  {
    id: 'dlt-categories',
    category: 'SMS & DLT',
    question: 'Which DLT category should my template use?',
    answer: [
      'Transactional is for banks only: OTPs and alerts for a transaction the customer has started. Service Implicit covers messages that arise from the customer’s own action or relationship with you, such as OTPs from non-bank businesses, order confirmations, delivery updates and account alerts. Both reach numbers on the Do Not Disturb list at any hour.',
      'Service Explicit is for service messages that need the customer’s recorded consent, captured through a consent template on DLT. Promotional is for offers, sales and launches; it does not reach customers who have blocked promotions.',
      'Promotional and Service Explicit messages can only be sent between 10:00 and 21:00 IST. Choosing the category honestly matters: a template with promotional content in a service category can be suspended.',
    ],
    keywords: ['category', 'transactional', 'service implicit', 'service explicit', 'promotional', 'dnd', 'dlt', 'consent'],
  },
  {
    id: 'sms-not-delivered',
    category: 'SMS & DLT',
    question: 'Why was my SMS not delivered?',
    answer: [
      'Open SMS Logs and search for the number. Each message shows its status (DELIVERED, FAILED, EXPIRED or REJECTED) and the operator’s error code.',
      'REJECTED usually means a DLT problem: the text does not exactly match the registered template, a variable is longer than 30 characters, the Sender ID is not linked to that template, a link is not whitelisted, or a promotional message was sent outside 10:00 to 21:00 IST or to a number that blocks promotions.',
      'FAILED and EXPIRED usually point to the handset: the number is invalid or disconnected, or the phone stayed switched off or out of coverage until the message validity ran out. If many numbers on one operator fail at once, contact support with a few message IDs.',
    ],
    keywords: ['not delivered', 'failed', 'rejected', 'expired', 'delivery', 'dlr', 'error', 'blocked', 'sms'],
  },
  {
    id: 'long-sms-unicode',
    category: 'SMS & DLT',
    question: 'Can I send SMS longer than 160 characters or in Hindi?',
    answer: [
      'Yes. SMS longer than 160 characters is supported: we split it into segments and the phone joins them back into one message. In the standard GSM-7 alphabet each segment carries 153 characters once a message is split.',
      'Hindi, other Indian scripts and emoji use Unicode (UCS-2), where a single SMS holds 70 characters and each segment of a longer message holds 67. One Unicode character anywhere switches the whole message, including curly quotes pasted from a word processor.',
      'You are charged per segment, and SMS Logs show the encoding and segment count for each message. Register a separate DLT template for each language version.',
    ],
    keywords: ['long', '160', 'characters', 'unicode', 'hindi', 'regional', 'language', 'segment', 'concatenated', 'emoji'],
  },
  {
    id: 'international-sms',
    category: 'SMS & DLT',
    question: 'Can I send SMS to numbers outside India?',
    answer: [
      'Yes, to most countries. Write the number in international format with the country code and no leading zero or plus sign, for example 447700900123 for the UK. Rates vary by destination; ask sales for the countries you need.',
      'Rules differ by country. Some require a pre-registered alphanumeric Sender ID, some replace it with a local number, and some restrict marketing hours. Our team checks your first campaign to a new country with you.',
      'DLT applies only to messages delivered to Indian numbers. International messages do not need an Entity ID or Template ID.',
    ],
    keywords: ['international', 'global', 'overseas', 'country', 'abroad', 'sender id', 'outside india'],
  },

  // OTP
  {
    id: 'otp-delivery-time',
    category: 'OTP',
    question: 'How fast are OTP messages delivered?',
    answer: [
      `OTP delivery typically takes ${site.claims.otpDelivery} from your API call to the customer’s phone. The delivery report for each message records both the submit and the delivered time, so you can measure it yourself.`,
      'Delays usually come from a template that does not exactly match DLT (the message is rejected), an OTP registered as Promotional, OTPs queued behind bulk campaigns, or a phone that is out of coverage.',
      'Use a Service Implicit template (Transactional for banks), keep the message to one English segment, and send OTPs with their own Sender ID and API key so marketing traffic never shares their path.',
    ],
    keywords: ['otp', 'fast', 'speed', 'delay', 'slow', 'late', 'seconds', 'delivery time', 'one time password'],
  },
  {
    id: 'otp-best-practice',
    category: 'OTP',
    question: 'What OTP length, expiry and retry limits should I use?',
    answer: [
      'Use a 6-digit code from a cryptographically secure random generator, valid for 5 to 10 minutes and usable once. State the expiry in the message so customers know to hurry.',
      'Allow 3 to 5 wrong attempts before the code is cancelled, wait at least 30 seconds before a resend, and cap resends per number per hour. Store only a hash of the code and compare it in constant time.',
      'Apply rate limits per phone number and per IP address. They protect your customers from brute force and your budget from SMS pumping, where bots request OTPs to expensive numbers.',
    ],
    keywords: ['otp', 'length', 'digits', 'expiry', 'expire', 'retry', 'resend', 'attempts', 'security', 'rate limit'],
  },
  {
    id: 'otp-api-availability',
    category: 'OTP',
    question: 'Is there a dedicated OTP API?',
    answer: [
      'A dedicated OTP API, with Send OTP, Verify OTP, Resend OTP and OTP Analytics, is coming soon. It will generate, expire and verify codes for you.',
      'Today most customers send OTPs with the Send SMS API: your server generates the code, sends it with a Service Implicit or Transactional template, and verifies it itself. This works with every feature of our SMS platform, including delivery reports and analytics.',
      'If you would like early access to the OTP API, use Contact an expert on the API page and mention OTP.',
    ],
    keywords: ['otp', 'api', 'verify', 'send otp', 'resend', 'coming soon', 'verification'],
  },

  // Voice
  {
    id: 'voice-broadcast-setup',
    category: 'Voice',
    question: 'How do I send a voice broadcast?',
    answer: [
      'Upload your recording under Voice > Announcements and wait for it to be approved; note its announcement ID. Check which caller IDs are assigned to your account and which voice plan your calls will be charged to.',
      'Then start the campaign from Voice > New broadcast, or call the voice broadcast API with your username, token, plan_id, announcement_id, caller_id and the contact numbers, plus a retry policy and keypad settings if you need them.',
      'Results, including answered, busy and unanswered calls and any keys pressed, appear in Voice Logs as the calls complete.',
    ],
    keywords: ['voice', 'broadcast', 'call', 'obd', 'campaign', 'announcement', 'caller id', 'ivr'],
  },
  {
    id: 'voice-audio-format',
    category: 'Voice',
    question: 'Which audio formats can I upload for voice calls?',
    answer: [
      'WAV and MP3 are accepted. For the clearest sound on phone lines, upload 8 kHz, 16-bit, mono WAV; other files are converted to that format, which can dull high-quality music.',
      'Keep announcements to 20 to 30 seconds, say your brand name in the first sentence and repeat the key fact (date, amount) at the end. If you ask for a key press, say the options clearly and pause after them.',
      'Record separate files for each language rather than mixing languages in one announcement.',
    ],
    keywords: ['audio', 'format', 'wav', 'mp3', 'recording', 'file', 'announcement', 'voice', 'upload'],
  },
  {
    id: 'voice-retries-dtmf',
    category: 'Voice',
    question: 'How do call retries and keypad (DTMF) responses work?',
    answer: [
      'Retries are set per broadcast with retry_json, for example {"max_retries":2,"retry_interval":15,"retry_on":["BUSY","NO_ANSWER"]}. That retries busy and unanswered calls up to twice, 15 minutes apart. Invalid numbers are never retried.',
      'To capture a key press, set dtmf_wait to 1 and dtmf_wait_time to the number of seconds to wait after the announcement, typically 5 to 10. The key pressed is stored with the call.',
      'Voice Logs show each attempt, its status, duration and any DTMF input, so you can act on responses such as “press 1 to confirm your order”.',
    ],
    keywords: ['retry', 'retries', 'dtmf', 'keypad', 'press', 'busy', 'no answer', 'voice', 'ivr', 'retry_json'],
  },

  // WhatsApp & RCS
  {
    id: 'whatsapp-24-hour-window',
    category: 'WhatsApp & RCS',
    question: 'What is the WhatsApp 24-hour window?',
    answer: [
      'When a customer messages your business on WhatsApp, a 24-hour customer service window opens, and it restarts with every new message from them. While it is open you can reply with any message type: text, images, documents, buttons or lists.',
      'Outside the window, or when you contact a customer first, you can only send a template approved by Meta, in the Marketing, Utility or Authentication category. The customer must have opted in to receive WhatsApp messages from you.',
      'If your team replies after the window has closed, send a utility template such as “We have an update on your request” to reopen the conversation.',
    ],
    keywords: ['whatsapp', '24 hour', 'window', 'session', 'customer service', 'template', 'reply', 'opt-in'],
  },
  {
    id: 'whatsapp-template-approval',
    category: 'WhatsApp & RCS',
    question: 'How long does WhatsApp template approval take?',
    answer: [
      'Most templates are reviewed by Meta within minutes to a few hours; some take up to a day. Our team tells you when each template is approved.',
      'The usual reasons for rejection are a variable at the very start or end of the text, too many variables for the amount of text, promotional wording in a Utility template, unclear or misleading content, and duplicates of existing templates.',
      'Meta may also move a template to another category after review. Check the final category, because it decides the price of each message.',
    ],
    keywords: ['whatsapp', 'template', 'approval', 'approved', 'rejected', 'meta', 'review', 'category'],
  },
  {
    id: 'rcs-availability',
    category: 'WhatsApp & RCS',
    question: 'Who can receive RCS messages?',
    answer: [
      'RCS messages reach phones whose messaging app and operator support RCS with it switched on: most current Android phones using Google Messages, on Jio, Airtel and Vi. iPhones on iOS 18 and later support RCS where the operator enables it, and business messaging on iPhone is arriving market by market.',
      'Because not every phone is RCS-capable, each RCS campaign should have an SMS fallback with a matching DLT-approved template. Numbers that cannot receive RCS get the SMS version automatically.',
      'RCS also needs a verified business agent with your logo and brand name. Our team can help you register one.',
    ],
    keywords: ['rcs', 'rich', 'android', 'iphone', 'google messages', 'fallback', 'verified', 'agent'],
  },

  // Email
  {
    id: 'email-spf-dkim-dmarc',
    category: 'Email',
    question: 'How do I set up SPF, DKIM and DMARC for bulk e-mail?',
    answer: [
      'Tell our team your sending domain and we send you the exact DNS records to publish: an SPF include, a DKIM key under its own selector, and a suggested DMARC record. Publish them with your DNS provider and tell us: we check them and confirm when the domain is ready.',
      'Keep only one SPF record per domain and merge entries into it; SPF fails above 10 DNS lookups. Start DMARC at p=none, read the reports for a few weeks, then move to quarantine and reject.',
      'Gmail, Yahoo and Microsoft require SPF, DKIM, DMARC and one-click unsubscribe from bulk senders, and expect spam complaints below 0.3 percent. Use a separate subdomain for newsletters and for transactional mail.',
    ],
    keywords: ['email', 'e-mail', 'spf', 'dkim', 'dmarc', 'dns', 'deliverability', 'spam', 'domain', 'authentication'],
  },
  {
    id: 'email-bounces-unsubscribes',
    category: 'Email',
    question: 'How are bounces and unsubscribes handled in bulk e-mail?',
    answer: [
      'Hard bounces (addresses that do not exist) are added to your suppression list at once and never mailed again. Soft bounces, such as a full mailbox, are retried and suppressed after repeated failures.',
      'Every marketing e-mail carries a one-click unsubscribe link and header. Unsubscribes and spam complaints are suppressed automatically and shown in your reports.',
      'Validate addresses before importing a list; hard bounces above about 2 percent quickly damage your sender reputation.',
    ],
    keywords: ['email', 'bounce', 'bounces', 'unsubscribe', 'suppression', 'complaint', 'list', 'validation'],
  },

  // API & developers
  {
    id: 'generate-api-key',
    category: 'API & developers',
    question: 'How do I generate an API key?',
    answer: [
      'Log in and open Developer from the account menu. Your Developer page creates your test API key (it starts with tk_test_); the SMS and Voice calls answer with it in test mode, where nothing is sent or charged. Live keys come with your live account from our team.',
      'The key is shown once; store it in your server’s secret manager or environment variables. Never put it in a mobile app, browser code or a public repository.',
      'If a key may have leaked, revoke or regenerate it on the same page; the old key stops working immediately.',
    ],
    link: { label: 'Open your Developer page', href: '/developer' },
    keywords: ['api key', 'key', 'token', 'generate', 'create', 'credentials', 'developer', 'authentication', 'revoke'],
  },
  {
    id: 'api-rate-limits',
    category: 'API & developers',
    question: 'What are the API rate limits?',
    answer: [
      'By default each API key can make 20 Send SMS requests per second, and each request can carry up to 100 numbers in the to parameter. Voice broadcast requests are limited to 5 per second with up to 5,000 numbers each. Logs and analytics endpoints allow 5 requests per second.',
      'Above the limit you receive HTTP 429 with a Retry-After header in seconds. Wait that long and retry; do not retry in a tight loop.',
      'If you need higher throughput for a campaign or a festive-season peak, contact support with your expected volumes and we will raise the limits for your keys.',
    ],
    keywords: ['rate limit', 'limit', 'throughput', 'tps', '429', 'requests per second', 'retry-after', 'api'],
  },
  {
    id: 'delivery-report-webhook',
    category: 'API & developers',
    question: 'How do I receive delivery reports on my server?',
    answer: [
      'Give our team an HTTPS URL for your live account; to try it first, set a callback URL on your Developer page and send a test SMS. We POST a JSON report for each status change with the message ID, number, status, operator error code, segment count and timestamps.',
      'Each request is signed the Standard Webhooks way: webhook-id, webhook-timestamp and webhook-signature headers, the signature an HMAC-SHA256 of the id, timestamp and raw body with your signing secret, so any Standard Webhooks library verifies it. Verify it, store the report and answer with HTTP 2xx within a few seconds. If your server does not answer, we retry with increasing gaps for about three days, with the same webhook-id.',
      'Reports can arrive more than once and out of order, so use the message ID and status as a unique key and never let an earlier status overwrite DELIVERED or FAILED. You can always look a message up in SMS Logs as well.',
    ],
    keywords: ['delivery report', 'dlr', 'webhook', 'callback', 'status', 'signature', 'hmac', 'api'],
  },
  {
    id: 'api-error-codes',
    category: 'API & developers',
    question: 'What do the API error codes mean?',
    answer: [
      'Every error answer is JSON with status "error", a machine-readable code and a message, and the HTTP status matches the kind of problem: 400 for a bad or missing parameter, 401 for a wrong API key, 402 for insufficient credits, 403 for a Sender ID or caller ID your account may not use, 422 when the message breaks a DLT rule, and 429 for too many requests.',
      'The most common code is template_mismatch: the body does not match the registered text of the template. Compare it character by character with the registered template, or paste both into the DLT template checker on the message tools page; only the {#var#} parts may change.',
      'Retry only 429 and 5xx answers, with a delay. Other errors will not succeed on retry until the request is fixed. The full list is in the SMS and Voice sections of the API documentation.',
    ],
    keywords: ['error', 'code', 'errors', '400', '401', '422', 'template_mismatch', 'api', 'response'],
  },
  {
    id: 'contact-support',
    category: 'Account & billing',
    question: 'How do I contact support?',
    answer: [
      `Support is available ${site.claims.support}. Write to ${site.emails.support}, call ${india.supportPhone}, or use Talk to Support in the Support menu. The numbers shown follow the country you choose at the top of the page.`,
      'To get a fast answer, include your account e-mail, the message or broadcast IDs involved, the time (with time zone) and the error shown in your logs.',
      'Customers on Production and higher plans also have live chat with our support engineers, and Business and Personalized plans include phone support with guaranteed response times.',
    ],
    keywords: ['support', 'contact', 'help', 'phone', 'email', 'ticket', 'chat', 'call'],
  },
];

export const helpArticles: HelpArticle[] = allArticles;

/** The eight suggested questions shown as buttons under the search box. */
export const suggestedQuestionIds: string[] = [
  'start-free-trial',
  'dlt-registration-steps',
  'sms-not-delivered',
  'otp-delivery-time',
  'generate-api-key',
  'whatsapp-24-hour-window',
  'pricing-how-it-works',
  'support-plans',
];

export function getHelpArticle(id: string, articles: HelpArticle[] = helpArticles): HelpArticle | undefined {
  return articles.find((a) => a.id === id);
}

/** The words of the page around the answers. */
export const helpCenterPage = {
  eyebrow: 'Help Center',
  /** product §2 "Help center": the page asks 'How can we help you?' and offers an 'Ask a question' input with a search button. */
  title: 'How can we help you?',
  subtitle: 'Search our answers on accounts, DLT, OTP, voice, WhatsApp, e-mail and the API, or pick a common question.',
  searchLabel: 'Ask a question',
  searchButton: 'Search',
  suggestedTitle: 'Suggested questions',
  resultsTitle: 'Search results',
  /** '{count}' and '{query}' are filled in by the page. */
  resultsOne: '1 answer for “{query}”',
  resultsMany: '{count} answers for “{query}”',
  noResults: 'No answers match “{query}”. Try other words, or ask our team.',
  searching: 'Searching the answers…',
  searchFailed: 'Search could not load. Check your connection and try again.',
  answerTitle: 'Answer',
  browseTitle: 'Browse all answers',
  help: {
    title: 'Still need help?',
    text: 'Our support team is available around the clock. Send us your question and we will get back to you.',
    contact: { label: 'Contact Us', href: '/contact' },
    plans: { label: 'Support Plans', href: '/SupportPlans' },
  },
};
