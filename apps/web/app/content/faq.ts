// Home page FAQ accordion (product §2, Home section 10; product §9 lists the facts it must state).

import { site } from '../config/site';

/** Where an answer's promise is kept: a page of the product (docs/decisions/045). */
export interface AnswerLink {
  label: string;
  href: string;
}

/** Product §3 "FAQ item", with the link to what the answer describes. */
export interface FaqItem {
  question: string;
  answer: string;
  link?: AnswerLink;
}

const { claims } = site;

export const faqs: FaqItem[] = [
  {
    question: 'Is there a free trial?',
    answer:
      'Yes, in test mode, free and with no time limit. Create an account and open your Developer page: it gives you a test API key, and the SMS and Voice calls answer exactly as the live API does, with delivery reports, while nothing is sent or charged. Each SMS and Voice call in the API docs has a Try it button. Going live starts with a quote from our team.',
    link: { label: 'Open your Developer page', href: '/developer' },
  },
  {
    question: 'How is pricing calculated?',
    answer:
      'Pricing depends on the message type (for example promotional SMS, transactional SMS, OTP, voice or WhatsApp), your monthly volume and the destination country or network. Higher volumes get lower rates. Tell us what you plan to send and we will quote per-message prices.',
  },
  {
    question: 'How fast are OTPs delivered?',
    answer: `OTPs travel on priority transactional routes and are typically delivered in ${claims.otpDelivery}. You can set the expiry, resend limits and a voice-call fallback for users who do not receive the SMS.`,
  },
  {
    question: 'Can I send SMS longer than 160 characters?',
    answer:
      'Yes. Messages longer than 160 characters are sent as concatenated SMS: split into parts of 153 characters and joined again on the handset, so the customer sees one message. Unicode messages, such as Hindi or Tamil, hold 70 characters in a single SMS and 67 per part when longer. Each part is billed as one SMS.',
  },
  {
    question: 'Do I need DLT registration to send SMS in India?',
    answer:
      'Yes. TRAI rules require every business that sends commercial SMS in India to register its entity, sender IDs and message templates on an operator’s DLT platform, under the Transactional, Service Implicit, Service Explicit or Promotional category. Send us your Entity ID, Sender ID and Template ID and we match every message to its template; in test mode you add them on your Developer page. Check a message against its template before you register it with the DLT template checker. Our team can guide you through registration.',
    link: { label: 'Check a message against its template', href: '/tools' },
  },
  {
    question: 'How reliable is the platform?',
    answer: `The platform is built for ${claims.uptime} uptime, with redundant servers and several operator routes for every network. If a route degrades, traffic moves to another automatically, and API status notifications tell you about incidents as they happen.`,
  },
  {
    question: 'When can I reach support?',
    answer: `Support is available ${claims.support}. Every account gets the free Developer plan with web support; paid support plans add live chat, phone support, a technical account manager and faster response times.`,
  },
  {
    question: 'Do you offer API access?',
    answer:
      'Yes. Every channel is available through our HTTP API with an API key, JSON responses, delivery webhooks and logs endpoints. The API documentation includes request formats and examples for SMS and Voice, which you can try with your test key, and our team can help you integrate the other channels.',
    link: { label: 'Read and try the API docs', href: '/api' },
  },
  {
    question: 'Can I use my own sender ID and caller ID?',
    answer:
      'Yes. SMS go out from the six-character header you register on DLT (promotional SMS use a numeric header), RCS and WhatsApp messages show your verified brand name, and voice calls use a caller ID verified to your business.',
  },
  {
    question: 'Which languages can I send messages in?',
    answer:
      'Any language your customers read. SMS, RCS and WhatsApp all support Unicode, so you can send in Hindi, Bengali, Tamil, Telugu, Marathi, Gujarati and other scripts, and voice announcements can be recorded or generated with text-to-speech in regional languages.',
  },
];
