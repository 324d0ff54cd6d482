// Home page FAQ accordion (product §2, Home section 10; product §9 lists the facts it must state).

import { site } from '../config/site';

/** Product §3 "FAQ item". */
export interface FaqItem {
  question: string;
  answer: string;
}

const { claims } = site;

export const faqs: FaqItem[] = [
  {
    question: 'Is there a free trial?',
    answer:
      'Yes. Every new account gets a free trial with limited credits, enough to send test SMS, OTPs, calls and e-mails to your own numbers and addresses and to try the API before you buy.',
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
      'Yes. TRAI rules require every business that sends commercial SMS in India to register its entity, sender IDs and message templates on an operator’s DLT platform, under the Transactional, Service Implicit, Service Explicit or Promotional category. Upload your Entity ID, Sender ID and Template ID to our web panel and we match every message to its template. Our team can guide you through registration.',
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
      'Yes. Every channel is available through our HTTP API with an API key, JSON responses, delivery webhooks and logs endpoints. The API documentation includes request formats and examples for SMS and Voice, and our team can help you integrate the other channels.',
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
