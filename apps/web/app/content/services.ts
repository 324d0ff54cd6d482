// The seven service pages (product §2, Service pages) and their sub-navigation.
// Order and slugs follow the spec's route list: sms, voice, otp-sms, chat-bot,
// mass-mailing, rcs-sms, whatsapp-api.

import { site } from '../config/site';
import type { IndustryCard } from './industries';
import { industryImages } from './industries';
import { icon } from './images';

type ServiceSlug =
  | 'sms'
  | 'voice'
  | 'otp-sms'
  | 'chat-bot'
  | 'mass-mailing'
  | 'rcs-sms'
  | 'whatsapp-api';

/** Product §3 "Service nav item". */
export interface ServiceNavItem {
  id: ServiceSlug;
  name: string;
  /** '/services/<slug>' */
  link: string;
  /** Public URL of an SVG icon. */
  icon: string;
}

/** Tailwind background classes from the design-token palette used behind feature icons. */
type FeatureBgColor = 'bg-brand-50' | 'bg-brand-100' | 'bg-accent-100';

/** Product §3 "Feature card". */
interface FeatureCard {
  title: string;
  description: string;
  icon: string;
  bgColor: FeatureBgColor;
}

/** Product §3 "Architecture block". */
interface ArchitectureBlock {
  title: string;
  description: string;
  image: string;
}

/** Product §3 "Blog teaser": id, title, description, image, plus the article slug (/blog/{slug}). */
export interface BlogTeaser {
  id: string;
  title: string;
  description: string;
  image: string;
  slug: string;
}

/** Product §3 "Getting-started step". */
interface GettingStartedStep {
  heading: string;
  description: string;
}

export interface ServiceContent {
  slug: ServiceSlug;
  name: string;
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string; image: string };
  banner: { title: string; text: string; image: string };
  features: FeatureCard[];
  architecture: ArchitectureBlock;
  howItWorks: { title: string; paragraphs: string[] };
  blogTeasers: BlogTeaser[];
  industryCards: IndustryCard[];
  gettingStarted: GettingStartedStep[];
}

const img = (slug: ServiceSlug, part: 'hero' | 'banner' | 'architecture'): string =>
  `/images/services/${slug}-${part}.svg`;
const blogImage = (slug: string): string => `/images/blog/${slug}.svg`;

const { claims } = site;

/** Labels shared by every service page (hero link, section headings). */
export const servicePageLabels = {
  contactExpert: { label: 'Contact an Expert', href: '/contact' },
  subNavToggle: 'Service',
  featuresHeading: 'Features',
  blogHeading: 'From the Blog',
  industriesHeading: 'Industries We Serve',
  gettingStartedHeading: 'Getting Started',
};

export const serviceNav: ServiceNavItem[] = [
  { id: 'sms', name: 'SMS', link: '/services/sms', icon: icon('service-sms') },
  { id: 'voice', name: 'Voice', link: '/services/voice', icon: icon('service-voice') },
  { id: 'otp-sms', name: 'OTP SMS', link: '/services/otp-sms', icon: icon('service-otp-sms') },
  { id: 'chat-bot', name: 'Chatbot', link: '/services/chat-bot', icon: icon('service-chat-bot') },
  {
    id: 'mass-mailing',
    name: 'Mass Mailing',
    link: '/services/mass-mailing',
    icon: icon('service-mass-mailing'),
  },
  { id: 'rcs-sms', name: 'RCS SMS', link: '/services/rcs-sms', icon: icon('service-rcs-sms') },
  {
    id: 'whatsapp-api',
    name: 'WhatsApp API',
    link: '/services/whatsapp-api',
    icon: icon('service-whatsapp-api'),
  },
];

/**
 * The /services overview (decision 025): the seven service pages, each with its name, icon and
 * search description, so the main bar's Services entry has a page of its own.
 */
export const servicesOverview = {
  seo: {
    title: `Services: SMS, Voice, OTP, WhatsApp, RCS, Chatbots & E-mail | ${site.name}`,
    description:
      'Seven messaging and voice channels on one platform and one HTTP API: bulk SMS, voice, OTP SMS, chatbots, mass mailing, RCS and the WhatsApp Business API.',
  },
  hero: {
    eyebrow: 'Services',
    title: 'Every channel your customers read, on one platform',
    subtitle: `Pick the channel your customers answer first and fall back to the next. Every service shares one dashboard, one HTTP API and ${claims.support} support.`,
  },
  listLabel: 'Our services',
  more: 'Learn more',
  cta: {
    title: 'Not sure which channel fits?',
    text: 'Tell us what you send and to whom; a messaging specialist suggests the channels, routes and templates.',
  },
};

export const services: ServiceContent[] = [
  // ---------------------------------------------------------------- SMS
  {
    slug: 'sms',
    name: 'SMS',
    seo: {
      title: `Bulk SMS Service in India, DLT-Compliant | ${site.name}`,
      description:
        'Send transactional, service and promotional SMS on direct operator routes, with DLT templates, Unicode, long messages and real-time delivery reports.',
    },
    hero: {
      eyebrow: 'Bulk SMS',
      title: 'Bulk SMS that reaches every phone in India, in seconds',
      subtitle:
        'Send transactional, service and promotional messages from your registered sender ID over direct operator routes, in English or any Indian language, with a delivery report for every message.',
      image: img('sms', 'hero'),
    },
    banner: {
      title: 'One account and one API for every SMS you send',
      text: 'Register your DLT entity, sender IDs and templates with us once. Then send a single alert from your app, or a campaign to ten lakh numbers from a spreadsheet, and watch every delivery report arrive in the same place.',
      image: img('sms', 'banner'),
    },
    features: [
      {
        title: 'DLT-ready templates',
        description:
          'Upload the Entity ID, Sender ID and Template ID from your DLT portal. Every message is matched to an approved template before it leaves, so operators do not reject it at scrubbing.',
        icon: icon('template-check'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Registered sender IDs',
        description:
          `Send transactional and service messages from your own six-character header, such as ${site.shortName.toUpperCase()}, and promotional messages from the numeric header your operator assigns.`,
        icon: icon('sender-id'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Unicode and regional languages',
        description:
          'Write in Hindi, Tamil, Bengali, Marathi or any other script. A Unicode SMS holds 70 characters, or 67 per part when longer, and we count parts before sending so costs are never a surprise.',
        icon: icon('languages'),
        bgColor: 'bg-brand-100',
      },
      {
        title: 'Messages longer than 160 characters',
        description:
          'Long messages are split into concatenated parts of 153 characters and joined again on the handset, so the customer reads one message, not three fragments.',
        icon: icon('concatenate'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Real-time delivery reports',
        description:
          'Every message returns a status (delivered, failed, expired or rejected) with the operator’s error code, in SMS Logs, through the logs API or pushed to your webhook.',
        icon: icon('delivery-report'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Scheduling and personalisation',
        description:
          'Upload a CSV, merge fields such as name and due date into the template variables, and schedule campaigns by time zone or hold them to permitted promotional hours.',
        icon: icon('calendar'),
        bgColor: 'bg-brand-100',
      },
    ],
    architecture: {
      title: 'How an SMS travels from your app to a handset',
      description:
        `Your application calls the ${site.shortName} SMS API with the recipient, sender ID, entity ID and template ID. We check the request against your registered DLT template, pick the direct operator route for that number’s network and hand the message to the operator’s SMSC. The operator delivers it to the handset and returns a delivery report, which we post to your webhook and show in SMS Logs within seconds.`,
      image: img('sms', 'architecture'),
    },
    howItWorks: {
      title: `How bulk SMS works with ${site.name}`,
      paragraphs: [
        `Every commercial SMS in India must match a template registered on a DLT (Distributed Ledger Technology) platform run by the operators. Register your business as a principal entity, register your sender IDs (headers) and your message templates under the right category: Transactional, Service Implicit, Service Explicit or Promotional. Then send the Entity ID, Sender ID and Template ID to ${site.shortName}, and add them on your Developer page to try them in test mode.`,
        'To send, call our HTTP API with your key, the number, the sender ID, the message body and the DLT IDs. A standard message carries 160 characters; longer messages are sent as concatenated parts of 153 characters (67 for Unicode scripts such as Hindi), and the message tools page shows the part count of any text before you send it.',
        'We route each message on direct connections to the recipient’s operator and retry on an alternate route if the first one fails. Delivery reports come back within seconds and stay in SMS Logs and SMS Analytics, so you can see delivery rates by operator, template and campaign.',
      ],
    },
    blogTeasers: [
      {
        id: 'sms-blog-dlt',
        title: 'What is DLT registration? A practical guide',
        description:
          'Entity ID, Sender ID, Template ID and the four TRAI categories, with the steps to get your business SMS approved.',
        image: blogImage('what-is-dlt-registration'),
        slug: 'what-is-dlt-registration',
      },
      {
        id: 'sms-blog-sender-id',
        title: 'Choosing an SMS sender ID customers trust',
        description:
          'How Indian SMS headers work, and how to pick one that customers recognise on sight.',
        image: blogImage('sms-sender-id-best-practices'),
        slug: 'sms-sender-id-best-practices',
      },
      {
        id: 'sms-blog-long',
        title: 'Sending SMS longer than 160 characters',
        description:
          'Segments, GSM-7 and Unicode encoding, and how to count parts before you press send.',
        image: blogImage('sms-over-160-characters'),
        slug: 'sms-over-160-characters',
      },
    ],
    industryCards: [
      {
        id: 'sms-ecommerce',
        title: 'E-Commerce',
        description: 'Order confirmations, dispatch alerts and delivery links the moment an order changes state.',
        image: industryImages.ecommerce,
      },
      {
        id: 'sms-banking',
        title: 'Banking',
        description: 'Debit and credit alerts, balance updates and cheque status, with delivery reports kept for audit.',
        image: industryImages.banking,
      },
      {
        id: 'sms-healthcare',
        title: 'Healthcare',
        description: 'Appointment reminders the day before and an hour before, with a link to reschedule.',
        image: industryImages.healthcare,
      },
      {
        id: 'sms-education',
        title: 'Education',
        description: 'Fee reminders, exam timetables and attendance alerts to parents in their own language.',
        image: industryImages.education,
      },
    ],
    gettingStarted: [
      {
        heading: 'Create your account',
        description: 'Sign up and open your Developer page: its test API key sends SMS in test mode, free, with DLT checks and delivery reports and nothing sent.',
      },
      {
        heading: 'Complete DLT registration',
        description:
          'Register your entity, sender IDs and templates on an operator’s DLT portal, then add the IDs on your Developer page to test them.',
      },
      {
        heading: 'Send your first message',
        description: 'Try Send SMS from the API docs or call it with your test key, and check the text with the message tools. Our team can check your first request with you.',
      },
      {
        heading: 'Go live and monitor',
        description: 'Ask our team for a quote and your live account, connect your delivery-report webhook and follow delivery rates in SMS Analytics.',
      },
    ],
  },

  // ---------------------------------------------------------------- Voice
  {
    slug: 'voice',
    name: 'Voice',
    seo: {
      title: `Voice Broadcast, IVR & Click-to-Call API | ${site.name}`,
      description:
        'Run voice broadcasts with DTMF responses, multi-level IVR and click-to-call with number masking, on one voice API with call logs and retries.',
    },
    hero: {
      eyebrow: 'Voice',
      title: 'Voice calls that inform, confirm and connect',
      subtitle:
        'Broadcast a recorded message to thousands of numbers, capture “press 1” answers, route inbound callers through an IVR and connect agents to customers with one click, from the same voice platform.',
      image: img('voice', 'hero'),
    },
    banner: {
      title: 'A voice channel people still answer',
      text: `A phone call gets attention when a text would be skipped, and it works for customers who do not read. We have placed more than ${claims.outboundCalls} outbound calls for reminders, confirmations and surveys.`,
      image: img('voice', 'banner'),
    },
    features: [
      {
        title: 'Voice broadcast',
        description:
          'Upload an announcement once, or generate it with text-to-speech, and call a whole contact list with it. Calls go out in parallel, paced to the channels on your plan.',
        icon: icon('broadcast'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'DTMF responses',
        description:
          'Ask callers to press 1 to confirm or 2 to cancel. Each keypress is recorded against the number and sent to your webhook, with a configurable wait for input.',
        icon: icon('keypad'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Multi-level IVR',
        description:
          'Build menus that greet callers, play options in their language and route them to the right team or a self-service answer, without buying telephony hardware.',
        icon: icon('ivr'),
        bgColor: 'bg-brand-100',
      },
      {
        title: 'Click-to-call with masking',
        description:
          'A button in your CRM or app rings the agent first, then the customer. Both see a virtual number, so personal numbers stay private.',
        icon: icon('click-to-call'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Retries that follow your rules',
        description:
          'Set how many times to retry busy, unanswered or unreachable numbers and how long to wait between attempts. We stop as soon as a call is answered.',
        icon: icon('retry'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Call logs and recordings',
        description:
          'Every call is logged with its status, duration, DTMF input and caller ID. Recordings are kept for the period you choose, for quality checks and disputes.',
        icon: icon('recording'),
        bgColor: 'bg-brand-100',
      },
    ],
    architecture: {
      title: 'How a voice broadcast reaches a phone',
      description:
        `Your system calls the ${site.shortName} Voice API with the announcement ID, caller ID, contact numbers and retry rules. Our media servers queue the calls, place them through telecom operators’ SIP and PRI trunks and play the announcement when the call is answered. Keypresses are captured by DTMF detection, and each call’s status, duration and input is returned to your webhook and to Voice Logs.`,
      image: img('voice', 'architecture'),
    },
    howItWorks: {
      title: `How voice calling works with ${site.name}`,
      paragraphs: [
        'Start by uploading an announcement, either a recorded audio file or text that we convert to speech, and choose a verified caller ID. Each announcement gets an ID you reuse in every campaign, so the same reminder can run every month without being uploaded again.',
        'A broadcast request names the announcement, the caller ID, the numbers to call and the retry rules. If the announcement asks for input, set how long to wait for a keypress. Promotional calls are scrubbed against DND preferences on DLT, just as promotional SMS are.',
        'For inbound calls, point a virtual number at an IVR flow: a greeting, menu options and the team or phone each option reaches. For outbound conversations, click-to-call connects an agent and a customer through a masked number and logs the call against your CRM record.',
      ],
    },
    blogTeasers: [
      {
        id: 'voice-blog-ivr',
        title: 'Designing an IVR callers do not hang up on',
        description:
          'Menu depth, option order, prompts and timeouts, and why there should always be a way to reach a person.',
        image: blogImage('ivr-design-checklist'),
        slug: 'ivr-design-checklist',
      },
      {
        id: 'voice-blog-broadcast',
        title: 'Voice broadcast and IVR: a field guide',
        description:
          'Audio, caller ID, retries and keypad responses for reminders, surveys and alerts people listen to.',
        image: blogImage('voice-broadcast-ivr-guide'),
        slug: 'voice-broadcast-ivr-guide',
      },
      {
        id: 'voice-blog-masking',
        title: 'Click-to-call and number masking for marketplaces',
        description:
          'How buyers, sellers, riders and customers can talk without ever seeing each other’s numbers.',
        image: blogImage('click-to-call-number-masking'),
        slug: 'click-to-call-number-masking',
      },
    ],
    industryCards: [
      {
        id: 'voice-ecommerce',
        title: 'E-Commerce',
        description: 'Cash-on-delivery confirmation calls: press 1 to confirm, press 2 to cancel, before the parcel ships.',
        image: industryImages.ecommerce,
      },
      {
        id: 'voice-bfsi',
        title: 'BFSI',
        description: 'EMI and premium reminders with an option to pay now or speak to a collections agent.',
        image: industryImages.bfsi,
      },
      {
        id: 'voice-logistics',
        title: 'Logistics',
        description: 'Masked calls between delivery riders and customers, logged against each shipment.',
        image: industryImages.logistics,
      },
      {
        id: 'voice-real-estate',
        title: 'Real Estate',
        description: 'Click-to-call from property listings so enquiries reach a sales agent within seconds.',
        image: industryImages.realEstate,
      },
    ],
    gettingStarted: [
      {
        heading: 'Create your account',
        description: 'Sign up and open your Developer page: its test API key runs the Voice calls in test mode, free, with nothing dialled.',
      },
      {
        heading: 'Set up caller ID and announcements',
        description: 'Verify the number customers will see and upload your first announcement or text-to-speech script.',
      },
      {
        heading: 'Build the flow',
        description: 'Choose a broadcast, an IVR menu or click-to-call, and set DTMF options and retry rules.',
      },
      {
        heading: 'Launch and measure',
        description: 'Start the campaign with the Send Voice API once your live account is open, and follow answers and keypresses in Voice Logs.',
      },
    ],
  },

  // ---------------------------------------------------------------- OTP SMS
  {
    slug: 'otp-sms',
    name: 'OTP SMS',
    seo: {
      title: `OTP SMS API for Login & Payment Verification | ${site.name}`,
      description: `Send one-time passwords on priority routes, typically delivered in ${claims.otpDelivery}, with expiry, retry limits, verification and analytics in one API.`,
    },
    hero: {
      eyebrow: 'OTP SMS',
      title: 'One-time passwords that arrive before the user gives up',
      subtitle: `OTPs on priority transactional routes, typically delivered in ${claims.otpDelivery}. Generate, send, resend and verify codes with one API, and set expiry and retry limits to match your risk.`,
      image: img('otp-sms', 'hero'),
    },
    banner: {
      title: 'Verification that is fast for users and hard for fraudsters',
      text: 'Every code is generated by us, stored only as a hash and checked by the Verify OTP call, so your application never has to build or secure its own OTP logic.',
      image: img('otp-sms', 'banner'),
    },
    features: [
      {
        title: 'Priority delivery',
        description: `OTP traffic runs on dedicated transactional routes, apart from bulk campaigns, and is typically delivered in ${claims.otpDelivery}.`,
        icon: icon('speed'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Expiry you control',
        description:
          'Set how long a code stays valid, from 30 seconds for a payment to 10 minutes for a sign-up. Expired codes always fail verification.',
        icon: icon('hourglass'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Resend and retry limits',
        description:
          'Allow a resend after a cooling-off period, cap attempts per number and per hour, and block a number after too many wrong guesses.',
        icon: icon('retry'),
        bgColor: 'bg-brand-100',
      },
      {
        title: 'Voice fallback',
        description:
          'If the SMS has not been verified after a set time, the resend can read the code out in a voice call, which helps users on weak signal or landlines.',
        icon: icon('voice'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Secure by design',
        description:
          `Codes are 4 to 8 digits from a secure random generator, stored hashed and invalidated after one successful check. Nobody at ${site.shortName} can read them.`,
        icon: icon('lock'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'OTP analytics',
        description:
          'See delivery time, delivery rate and verification rate by operator and by hour, so you know when a drop is a network issue and when it is a product issue.',
        icon: icon('analytics'),
        bgColor: 'bg-brand-100',
      },
    ],
    architecture: {
      title: 'How an OTP is sent and verified',
      description:
        `Your app asks the Send OTP API for a code for a phone number. ${site.shortName} generates the code, stores its hash with an expiry time and sends it through your DLT OTP template on a priority route to the recipient’s operator. When the user types the code, your app calls Verify OTP; we compare it, mark it used and answer valid, invalid or expired.`,
      image: img('otp-sms', 'architecture'),
    },
    howItWorks: {
      title: `How OTP SMS works with ${site.name}`,
      paragraphs: [
        'Register an OTP template on DLT, for example “{#var#} is your login code for Acme. It expires in 5 minutes. Do not share it.” Banks register OTPs under the Transactional category; other businesses use Service Implicit. Send us the template ID with the code length and expiry you want.',
        `When a user signs in or pays, call Send OTP with their number. The code reaches most handsets in ${claims.otpDelivery}. If it does not arrive, Resend OTP sends a fresh code after your cooling-off period, by SMS or by voice call.`,
        'Verify OTP takes the number and the code the user typed and answers in milliseconds. Every attempt is logged, and OTP Analytics shows where codes are slow or unverified, so you can act before users complain.',
      ],
    },
    blogTeasers: [
      {
        id: 'otp-blog-speed',
        title: 'OTP delivery speed: where the seconds go',
        description:
          'What slows a one-time password on its way to the handset, and which of those delays you control.',
        image: blogImage('otp-delivery-speed'),
        slug: 'otp-delivery-speed',
      },
      {
        id: 'otp-blog-security',
        title: 'OTP security: expiry, retries and rate limits',
        description:
          'The controls that stop brute force, SMS pumping and phishing relays without hurting real users.',
        image: blogImage('otp-security-best-practices'),
        slug: 'otp-security-best-practices',
      },
      {
        id: 'otp-blog-dlt',
        title: 'What is DLT registration? A practical guide',
        description:
          'Register your OTP template under the right category the first time and avoid rejected messages at launch.',
        image: blogImage('what-is-dlt-registration'),
        slug: 'what-is-dlt-registration',
      },
    ],
    industryCards: [
      {
        id: 'otp-banking',
        title: 'Banking',
        description: 'Net-banking logins, card payments and beneficiary additions confirmed with short-lived codes.',
        image: industryImages.banking,
      },
      {
        id: 'otp-ecommerce',
        title: 'E-Commerce',
        description: 'Phone-number sign-up, cash-on-delivery confirmation and delivery handover codes.',
        image: industryImages.ecommerce,
      },
      {
        id: 'otp-healthcare',
        title: 'Healthcare',
        description: 'Patients verify their number before lab reports or prescriptions are shared.',
        image: industryImages.healthcare,
      },
      {
        id: 'otp-travel',
        title: 'Travel',
        description: 'Booking changes and cancellations confirmed by the traveller who made them.',
        image: industryImages.travel,
      },
    ],
    gettingStarted: [
      {
        heading: 'Create your account',
        description: 'Sign up and ask our team to enable OTP for your account; its API reference is coming soon to the docs.',
      },
      {
        heading: 'Register your OTP template',
        description: 'Register the template on DLT and send us its Template ID, code length and expiry.',
      },
      {
        heading: 'Integrate Send and Verify',
        description: 'Call Send OTP when a user signs in or pays, and Verify OTP when they enter the code.',
      },
      {
        heading: 'Tune and monitor',
        description: 'Set resend and attempt limits, then follow delivery time and verification rate in OTP Analytics.',
      },
    ],
  },

  // ---------------------------------------------------------------- Chatbot
  {
    slug: 'chat-bot',
    name: 'Chatbot',
    seo: {
      title: `Chatbots for WhatsApp, RCS & Website Chat | ${site.name}`,
      description:
        'Answer common questions around the clock with chatbots on WhatsApp, RCS and web chat, built on intents, with handover to a human agent when needed.',
    },
    hero: {
      eyebrow: 'Chatbot',
      title: 'Chatbots that answer the easy questions and pass on the hard ones',
      subtitle:
        'Put an assistant on WhatsApp, RCS and your website that understands what customers ask, completes routine tasks and hands the conversation to a person, with the full transcript, when it should.',
      image: img('chat-bot', 'hero'),
    },
    banner: {
      title: 'Bring your own bot, or build one with us',
      text: 'Already using Dialogflow, Amazon Lex, Microsoft Bot Framework or Rasa? Connect it to our messaging channels. Starting fresh? Our team will design the intents and flows with you.',
      image: img('chat-bot', 'banner'),
    },
    features: [
      {
        title: 'Intents and entities',
        description:
          'Train the bot on the ways people actually ask, “where is my order”, “order kab aayega”, and pick out order numbers, dates and amounts from the message.',
        icon: icon('intent'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Handover to agents',
        description:
          'When the bot is unsure, or the customer types “agent”, the chat moves to your support team with the transcript and customer details attached.',
        icon: icon('handover'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Platform integrations',
        description:
          'Connect bots built on Dialogflow, Amazon Lex, Microsoft Bot Framework or Rasa through their APIs, and keep your training data where it is.',
        icon: icon('integrations'),
        bgColor: 'bg-brand-100',
      },
      {
        title: 'One bot, many channels',
        description:
          'Deploy the same flows on WhatsApp, RCS and a website chat widget. Buttons and lists adapt to what each channel supports.',
        icon: icon('channels'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Connected to your systems',
        description:
          'Call your order, booking or CRM APIs from a flow to fetch a delivery date, reschedule an appointment or create a ticket.',
        icon: icon('webhook'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Conversation analytics',
        description:
          'See which intents are asked most, where customers drop off and how many chats the bot closes without an agent.',
        icon: icon('analytics'),
        bgColor: 'bg-brand-100',
      },
    ],
    architecture: {
      title: 'How a chatbot conversation flows',
      description:
        `A customer writes on WhatsApp, RCS or your website. The ${site.shortName} channel gateway normalises the message and passes it to the bot engine, your Dialogflow, Lex, Bot Framework or Rasa agent, which matches an intent. The flow may call your business APIs for data, then the reply goes back on the same channel. If the intent needs a person, the conversation and its history move to an agent’s inbox.`,
      image: img('chat-bot', 'architecture'),
    },
    howItWorks: {
      title: `How chatbots work with ${site.name}`,
      paragraphs: [
        'Start with the questions your support team answers most. Each becomes an intent, trained with real phrasings in the languages your customers use, and linked to a response: a text, a set of buttons, or a call to one of your systems.',
        'Connect the channels. A WhatsApp number, an RCS agent and a website widget can all point at the same bot, and we translate rich elements such as lists and suggested replies into what each channel can show.',
        'Set the handover rules: low confidence, a keyword such as “agent”, a failed payment or a VIP customer. The agent receives the full transcript, replies from their inbox, and can hand the chat back to the bot when the issue is solved.',
      ],
    },
    blogTeasers: [
      {
        id: 'bot-blog-handover',
        title: 'Chatbot handover to human agents',
        description:
          'When a bot should step aside, and what to pass along so customers never repeat themselves.',
        image: blogImage('chatbot-handover-to-agents'),
        slug: 'chatbot-handover-to-agents',
      },
      {
        id: 'bot-blog-platform',
        title: 'Choosing a chatbot platform for customer service',
        description:
          'Dialogflow, Microsoft’s bot stack, Rasa and Amazon Lex compared on languages, hosting, cost and handover.',
        image: blogImage('choosing-chatbot-platform'),
        slug: 'choosing-chatbot-platform',
      },
      {
        id: 'bot-blog-templates',
        title: 'WhatsApp templates and the 24-hour window',
        description:
          'What a bot may send inside the customer service window, and what needs an approved template after it closes.',
        image: blogImage('whatsapp-business-api-templates'),
        slug: 'whatsapp-business-api-templates',
      },
    ],
    industryCards: [
      {
        id: 'bot-ecommerce',
        title: 'E-Commerce',
        description: 'Order tracking, returns and refund status answered instantly, day or night.',
        image: industryImages.ecommerce,
      },
      {
        id: 'bot-bfsi',
        title: 'BFSI',
        description: 'Policy details, EMI dates and statement requests, with claims handed to an agent.',
        image: industryImages.bfsi,
      },
      {
        id: 'bot-healthcare',
        title: 'Healthcare',
        description: 'Doctor availability and appointment booking without waiting on hold.',
        image: industryImages.healthcare,
      },
      {
        id: 'bot-travel',
        title: 'Travel',
        description: 'Booking look-ups, web check-in and baggage questions in the traveller’s language.',
        image: industryImages.travel,
      },
    ],
    gettingStarted: [
      {
        heading: 'Share your top questions',
        description: 'Send us your most frequent support questions, or a month of chat transcripts, and we will map them to intents.',
      },
      {
        heading: 'Choose your platform',
        description: 'Connect an existing Dialogflow, Lex, Bot Framework or Rasa bot, or let us build the flows for you.',
      },
      {
        heading: 'Connect channels and agents',
        description: 'Link your WhatsApp number, RCS agent and website widget, and set who receives handed-over chats.',
      },
      {
        heading: 'Launch and improve',
        description: 'Go live, review unanswered questions every week and add them as new intents.',
      },
    ],
  },

  // ---------------------------------------------------------------- Mass mailing
  {
    slug: 'mass-mailing',
    name: 'Mass Mailing',
    seo: {
      title: `Bulk Email Service with SPF, DKIM & DMARC | ${site.name}`,
      description:
        'Send newsletters and transactional email that reaches the inbox: authenticated domains, list validation, bounce handling, templates and click tracking.',
    },
    hero: {
      eyebrow: 'Mass Mailing',
      title: 'Bulk email that lands in the inbox, not the spam folder',
      subtitle:
        'Send newsletters, statements and transactional email from your own authenticated domain. We validate your list, handle bounces and unsubscribes, and show you what was delivered, opened and clicked.',
      image: img('mass-mailing', 'hero'),
    },
    banner: {
      title: 'Deliverability is built in, not bolted on',
      text: `Mailbox providers such as Gmail and Yahoo now require authenticated domains, one-click unsubscribe and low complaint rates from bulk senders. Every ${site.shortName} account is set up to meet those rules from the first send.`,
      image: img('mass-mailing', 'banner'),
    },
    features: [
      {
        title: 'SPF, DKIM and DMARC',
        description:
          'We give you the DNS records to publish, sign every message with a 2048-bit DKIM key and check DMARC alignment before you send your first campaign.',
        icon: icon('key'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Email validation',
        description:
          'Check addresses for syntax, a working mail server, disposable domains and role accounts such as info@ before they cost you money or reputation.',
        icon: icon('mail-check'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Automatic bounce handling',
        description:
          'Hard bounces are suppressed at once; soft bounces are retried and suppressed after repeated failures, so you never keep mailing dead addresses.',
        icon: icon('bounce'),
        bgColor: 'bg-brand-100',
      },
      {
        title: 'Templates with versions',
        description:
          'Create templates with merge fields, keep every version, and roll back to the last one that worked, through our team or the template API.',
        icon: icon('template'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Unsubscribes and complaints',
        description:
          'One-click unsubscribe headers on every bulk message, and spam complaints from feedback loops added to your suppression list automatically.',
        icon: icon('unsubscribe'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Opens, clicks and webhooks',
        description:
          'Track deliveries, opens, clicks, bounces and complaints per campaign, and receive each event on your webhook as it happens.',
        icon: icon('analytics'),
        bgColor: 'bg-brand-100',
      },
    ],
    architecture: {
      title: 'How a bulk email reaches the inbox',
      description:
        `Your application sends through the ${site.shortName} Email API or our SMTP relay. Each recipient is checked against validation results and your suppression list, then our mail servers sign the message with your DKIM key and deliver it from IPs listed in your SPF record. The receiving mail server checks SPF, DKIM and DMARC before it accepts the message. Bounces, complaints, opens and clicks flow back to your dashboard and webhook.`,
      image: img('mass-mailing', 'architecture'),
    },
    howItWorks: {
      title: `How mass mailing works with ${site.name}`,
      paragraphs: [
        'Add your sending domain and publish the SPF, DKIM and DMARC records we generate. We check them and tell you when the domain is ready. High-volume senders can add a dedicated IP, which we warm up gradually over the first weeks.',
        'Upload or sync your list and run Email Validation on it. Invalid, disposable and risky addresses are flagged before you send. Build the message from a template, preview it with real merge data and send a test to yourself.',
        'Send now or schedule. We throttle delivery per mailbox provider to protect your reputation, retry temporary failures and suppress hard bounces, unsubscribes and complaints automatically. Results appear in the campaign report within minutes.',
      ],
    },
    blogTeasers: [
      {
        id: 'mail-blog-auth',
        title: 'SPF, DKIM and DMARC without the jargon',
        description:
          'What each record does, how to set them up, and the bulk-sender rules they help you meet.',
        image: blogImage('email-deliverability-spf-dkim-dmarc'),
        slug: 'email-deliverability-spf-dkim-dmarc',
      },
      {
        id: 'mail-blog-hygiene',
        title: 'Bounces, complaints and list hygiene',
        description:
          'A practical routine for bounces, complaints, validation and inactive subscribers.',
        image: blogImage('email-list-hygiene'),
        slug: 'email-list-hygiene',
      },
      {
        id: 'mail-blog-warmup',
        title: 'Warming up a dedicated IP without landing in spam',
        description:
          'A day-by-day volume plan and the signals that tell you to slow down.',
        image: blogImage('dedicated-ip-warm-up'),
        slug: 'dedicated-ip-warm-up',
      },
    ],
    industryCards: [
      {
        id: 'mail-retail',
        title: 'Retail',
        description: 'Monthly lookbooks, loyalty statements and festive-sale previews for opted-in shoppers.',
        image: industryImages.retail,
      },
      {
        id: 'mail-bfsi',
        title: 'BFSI',
        description: 'Account statements, policy documents and tax certificates delivered to every customer each month.',
        image: industryImages.bfsi,
      },
      {
        id: 'mail-education',
        title: 'Education',
        description: 'Admission updates, newsletters and course announcements to students and parents.',
        image: industryImages.education,
      },
      {
        id: 'mail-ecommerce',
        title: 'E-Commerce',
        description: 'Order receipts, invoices and win-back campaigns that stay out of the spam folder.',
        image: industryImages.ecommerce,
      },
    ],
    gettingStarted: [
      {
        heading: 'Create your account',
        description: 'Sign up and tell our team your sending domain and volumes; they set up your e-mail account.',
      },
      {
        heading: 'Authenticate your domain',
        description: 'Publish the SPF, DKIM and DMARC records we generate; we check them and tell you when the domain is ready.',
      },
      {
        heading: 'Validate and upload your list',
        description: 'Import contacts, run Email Validation and remove the addresses it flags.',
      },
      {
        heading: 'Send and review',
        description: 'Build a template, send a test, schedule the campaign and follow delivery and clicks in the report.',
      },
    ],
  },

  // ---------------------------------------------------------------- RCS
  {
    slug: 'rcs-sms',
    name: 'RCS SMS',
    seo: {
      title: `RCS Business Messaging with Rich Cards | ${site.name}`,
      description:
        'Send RCS messages from a verified sender, with rich cards, carousels and suggested replies on Android, and automatic SMS fallback for every other phone.',
    },
    hero: {
      eyebrow: 'RCS SMS',
      title: 'Messages with pictures, buttons and your verified brand',
      subtitle:
        'RCS turns the phone’s default messaging app into a storefront: rich cards, carousels and suggested replies from a sender that shows your logo and a verified badge. Phones without RCS get an SMS instead.',
      image: img('rcs-sms', 'hero'),
    },
    banner: {
      title: 'No app to install, nothing to learn',
      text: 'RCS messages arrive in Google Messages on Android, where customers already read their SMS. They can tap a button to call you, add a date to their calendar or open a link, without typing a word.',
      image: img('rcs-sms', 'banner'),
    },
    features: [
      {
        title: 'Verified sender',
        description:
          'Your brand name, logo and a verified badge appear at the top of every conversation, so customers know the message is genuinely from you.',
        icon: icon('verified'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Rich cards',
        description:
          'Combine an image or video, a title, a description and up to four buttons in one card, for a boarding pass, an order summary or a new product.',
        icon: icon('rich-card'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Carousels',
        description:
          'Let customers swipe through several cards, such as a product range or available time slots, and pick one with a single tap.',
        icon: icon('carousel'),
        bgColor: 'bg-brand-100',
      },
      {
        title: 'Suggested replies and actions',
        description:
          'Offer replies such as “Yes, confirm” and actions that dial a number, open a URL, share a location or create a calendar event.',
        icon: icon('suggested-reply'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Read receipts',
        description:
          'Know when a message was delivered and when it was read, and see which buttons were tapped, in RCS Logs and on your webhook.',
        icon: icon('read-receipt'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Automatic SMS fallback',
        description:
          'We check RCS capability for every number. Phones that cannot receive RCS get the SMS version of your message from your DLT-registered header.',
        icon: icon('fallback'),
        bgColor: 'bg-brand-100',
      },
    ],
    architecture: {
      title: 'How an RCS message reaches a handset',
      description:
        `Your application calls the ${site.shortName} RCS API with a template: text, a rich card, a carousel or media, with suggested replies. We check whether the number can receive RCS. Capable numbers receive the message from your verified agent through the RCS business messaging platform and the operator network; for the rest, we send the SMS fallback. Delivery, read and button-tap events come back to your webhook.`,
      image: img('rcs-sms', 'architecture'),
    },
    howItWorks: {
      title: `How RCS messaging works with ${site.name}`,
      paragraphs: [
        'First, we register your brand as an RCS agent: name, logo, colour, description, contact details and privacy policy. The agent is reviewed and verified before it can message customers, which is what puts the verified badge beside your name.',
        'Next, build templates with our team or through the API: plain text, a rich card, a carousel, media, or a message with dial and calendar-event actions. Each template can have an SMS fallback text that matches a DLT template.',
        'When you send, we look up each number’s RCS capability, deliver rich messages where possible and fall back to SMS everywhere else. Replies and button taps come back as events, so a tap on “Reschedule” can start a flow in your system or a chatbot.',
      ],
    },
    blogTeasers: [
      {
        id: 'rcs-blog-guide',
        title: 'RCS rich messaging explained',
        description:
          'Verified senders, cards and buttons in the SMS inbox: who can receive them and how fallback works.',
        image: blogImage('rcs-rich-messaging-explained'),
        slug: 'rcs-rich-messaging-explained',
      },
      {
        id: 'rcs-blog-fallback',
        title: 'Multichannel fallback without double messaging',
        description:
          'Send on the richest channel a phone supports and fall back cleanly, without sending anyone the same message twice.',
        image: blogImage('multichannel-fallback-sms-whatsapp-rcs'),
        slug: 'multichannel-fallback-sms-whatsapp-rcs',
      },
      {
        id: 'rcs-blog-reports',
        title: 'Delivery reports explained',
        description:
          'Delivered, failed, expired and rejected: the statuses that decide when a message falls back to SMS.',
        image: blogImage('sms-delivery-reports-explained'),
        slug: 'sms-delivery-reports-explained',
      },
    ],
    industryCards: [
      {
        id: 'rcs-travel',
        title: 'Travel',
        description: 'Boarding passes, gate changes and seat upgrades as rich cards with one-tap actions.',
        image: industryImages.travel,
      },
      {
        id: 'rcs-retail',
        title: 'Retail',
        description: 'Carousels of new arrivals with buttons to buy online or get directions to a store.',
        image: industryImages.retail,
      },
      {
        id: 'rcs-banking',
        title: 'Banking',
        description: 'Alerts from a verified sender that customers can tell apart from phishing texts.',
        image: industryImages.banking,
      },
      {
        id: 'rcs-fmcg',
        title: 'FMCG',
        description: 'Product launches with images and a “Claim sample” suggested reply.',
        image: industryImages.fmcg,
      },
    ],
    gettingStarted: [
      {
        heading: 'Create your account',
        description: 'Sign up and tell our team about your brand.',
      },
      {
        heading: 'Register your RCS agent',
        description: 'Send your logo, brand colour, description and contact details; we submit the agent for verification.',
      },
      {
        heading: 'Design your templates',
        description: 'Build text, rich card and carousel templates with suggested replies, and set the SMS fallback for each.',
      },
      {
        heading: 'Send and track',
        description: 'Send to test devices, then launch and watch delivery, reads and taps in RCS Logs.',
      },
    ],
  },

  // ---------------------------------------------------------------- WhatsApp
  {
    slug: 'whatsapp-api',
    name: 'WhatsApp API',
    seo: {
      title: `WhatsApp Business API for Alerts, Support & Sales | ${site.name}`,
      description:
        'Send approved WhatsApp templates, reply within the 24-hour window, share catalogs and automate chats with the WhatsApp Business Platform via one API.',
    },
    hero: {
      eyebrow: 'WhatsApp API',
      title: 'Talk to customers on WhatsApp, at the scale of your business',
      subtitle:
        'Send order updates, reminders and offers as approved templates, answer questions in two-way chat, and let customers browse your catalog and buy without leaving WhatsApp.',
      image: img('whatsapp-api', 'hero'),
    },
    banner: {
      title: 'From first message to repeat order',
      text: 'We set up your WhatsApp Business account, get your display name and templates approved, and connect your systems, so you can go live in days rather than weeks.',
      image: img('whatsapp-api', 'banner'),
    },
    features: [
      {
        title: 'Template approval',
        description:
          'Write marketing, utility and authentication templates with our team. We submit them to Meta for review, flag common rejection reasons and track approval status for you.',
        icon: icon('template-check'),
        bgColor: 'bg-brand-50',
      },
      {
        title: '24-hour session window',
        description:
          'When a customer messages you, a 24-hour customer service window opens for free-form replies. We track how long each window has left.',
        icon: icon('clock-24'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Catalogs and product messages',
        description:
          'Connect your product catalog and send single- or multi-product messages. Customers add items to a cart and send the order in the same chat.',
        icon: icon('catalog'),
        bgColor: 'bg-brand-100',
      },
      {
        title: 'Interactive buttons and lists',
        description:
          'Add quick-reply buttons and list menus, so customers choose a slot or confirm a delivery with a tap instead of typing.',
        icon: icon('suggested-reply'),
        bgColor: 'bg-brand-50',
      },
      {
        title: 'Media and documents',
        description:
          'Send invoices, tickets and policy documents as PDFs, plus images, videos and location pins, in templates and in chat.',
        icon: icon('media'),
        bgColor: 'bg-accent-100',
      },
      {
        title: 'Webhooks and quality rating',
        description:
          'Receive sent, delivered and read statuses and every incoming message on your webhook, and keep an eye on the quality rating that sets your messaging limit.',
        icon: icon('webhook'),
        bgColor: 'bg-brand-100',
      },
    ],
    architecture: {
      title: 'How a WhatsApp message reaches a customer',
      description:
        `Your application calls the ${site.shortName} WhatsApp API with an approved template and its variables, or a free-form reply if the customer’s 24-hour window is open. We check the template status and the window, then send through the WhatsApp Business Platform to the customer’s WhatsApp. Sent, delivered and read statuses, and the customer’s replies, come back to your webhook and inbox.`,
      image: img('whatsapp-api', 'architecture'),
    },
    howItWorks: {
      title: `How the WhatsApp API works with ${site.name}`,
      paragraphs: [
        'We help you create a WhatsApp Business account under your Meta Business portfolio, register a phone number and get your display name approved. Verifying your business with Meta raises your messaging limits sooner.',
        'Business-initiated conversations start with an approved template in one of three categories: marketing, utility or authentication. Once a customer writes to you, a 24-hour customer service window opens, and inside it you can send any message: text, media, buttons, lists or products from your catalog.',
        'Every message status and incoming reply reaches your webhook. Connect a chatbot for common questions, route the rest to agents in a shared inbox, and use Fetch number and the logs API to reconcile what was sent.',
      ],
    },
    blogTeasers: [
      {
        id: 'wa-blog-templates',
        title: 'WhatsApp templates, approval and the 24-hour window',
        description:
          'Which category to choose, and how to write templates that Meta approves the first time.',
        image: blogImage('whatsapp-business-api-templates'),
        slug: 'whatsapp-business-api-templates',
      },
      {
        id: 'wa-blog-catalogs',
        title: 'Selling on WhatsApp with catalogs',
        description:
          'Single and multi-product messages and in-chat carts that turn conversations into orders.',
        image: blogImage('whatsapp-commerce-catalogs'),
        slug: 'whatsapp-commerce-catalogs',
      },
      {
        id: 'wa-blog-fallback',
        title: 'Multichannel fallback: WhatsApp, RCS and SMS',
        description:
          'Reach customers who are not on WhatsApp, without sending anyone the same message twice.',
        image: blogImage('multichannel-fallback-sms-whatsapp-rcs'),
        slug: 'multichannel-fallback-sms-whatsapp-rcs',
      },
    ],
    industryCards: [
      {
        id: 'wa-ecommerce',
        title: 'E-Commerce',
        description: 'Order updates, cart reminders and re-orders from a catalog inside the chat.',
        image: industryImages.ecommerce,
      },
      {
        id: 'wa-healthcare',
        title: 'Healthcare',
        description: 'Appointment confirmations, lab reports and prescription refills on the app patients already use.',
        image: industryImages.healthcare,
      },
      {
        id: 'wa-education',
        title: 'Education',
        description: 'Class schedules, fee receipts and parent queries answered in one conversation.',
        image: industryImages.education,
      },
      {
        id: 'wa-fmcg',
        title: 'FMCG',
        description: 'Retailers re-order stock from your catalog and get delivery confirmations.',
        image: industryImages.fmcg,
      },
    ],
    gettingStarted: [
      {
        heading: 'Create your account',
        description: 'Sign up and share your Meta Business portfolio details with our team.',
      },
      {
        heading: 'Register your number',
        description: 'Pick a number that is not already on the WhatsApp app, verify it and get your display name approved.',
      },
      {
        heading: 'Submit your templates',
        description: 'Write your first utility and marketing templates; we submit them and track approval.',
      },
      {
        heading: 'Connect and go live',
        description: 'Point your webhook at your system, send the first template and start answering replies.',
      },
    ],
  },
];

export function getService(slug: string): ServiceContent | undefined {
  return services.find((service) => service.slug === slug);
}

