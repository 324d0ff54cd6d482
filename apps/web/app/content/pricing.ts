// /price page (product §13: "/price is a real page (how pricing works, from the FAQ facts,
// with a quote request), not empty"). No invented price points: volume bands only.

import { site } from '../config/site';
import type { FaqItem } from './faq';
import type { CtaLink } from './home';
import { icon } from './images';


interface PricingFactor {
  title: string;
  description: string;
  icon: string;
}

interface BillingUnit {
  channel: string;
  unit: string;
  note: string;
}

interface VolumeTier {
  name: string;
  /** Indicative monthly volume band, not a price. */
  volume: string;
  description: string;
  points: string[];
}

export interface PricingContent {
  hero: { eyebrow: string; title: string; subtitle: string; image: string; primaryCta: CtaLink; secondaryCta: CtaLink };
  factors: { title: string; subtitle: string; items: PricingFactor[] };
  billingUnits: { title: string; subtitle: string; items: BillingUnit[] };
  volumeTiers: { title: string; subtitle: string; note: string; tiers: VolumeTier[] };
  freeTrial: { title: string; text: string; cta: CtaLink };
  supportPlans: { title: string; text: string; cta: CtaLink };
  faqTitle: string;
  faq: FaqItem[];
  quote: { title: string; text: string; primaryCta: CtaLink; secondaryCta: CtaLink };
}

const { claims } = site;

export const pricing: PricingContent = {
  hero: {
    eyebrow: 'Pricing',
    title: 'Pay for what you send, at a rate that falls as you grow',
    subtitle:
      'There is no single price list, because a promotional SMS in India, an OTP to the UK and a WhatsApp utility message all cost different amounts to deliver. Here is how we work out your price, and how to get a quote.',
    image: '/images/pricing/hero.svg',
    primaryCta: { label: 'Request a Quote', href: '/contact' },
    secondaryCta: { label: 'Book Demo', href: '#demo' },
  },
  factors: {
    title: 'What your price depends on',
    subtitle: 'Pricing depends on three things: message type, volume and destination.',
    items: [
      {
        title: 'Message type',
        description:
          'Each channel and category has its own rate: promotional SMS, transactional or service SMS, OTP, voice minutes, RCS, WhatsApp template categories and e-mail.',
        icon: icon('template'),
      },
      {
        title: 'Volume',
        description:
          'The more you send each month, the lower your rate per message. Committing to a monthly volume lowers it further.',
        icon: icon('scale'),
      },
      {
        title: 'Destination',
        description:
          'Operators charge differently in each country, and sometimes by network, so a message to India and a message to the UK are priced separately.',
        icon: icon('globe'),
      },
    ],
  },
  billingUnits: {
    title: 'How each channel is counted',
    subtitle: 'What one unit means on your invoice.',
    items: [
      {
        channel: 'SMS',
        unit: 'Per SMS part',
        note: 'Up to 160 characters is one part. Longer messages are split into 153-character parts (70 and 67 for Unicode), and each part is billed as one SMS.',
      },
      {
        channel: 'OTP SMS',
        unit: 'Per OTP sent',
        note: `Each code sent, including resends, on priority routes typically delivered in ${claims.otpDelivery}.`,
      },
      {
        channel: 'Voice',
        unit: 'Per pulse of connected time',
        note: 'Only answered calls are charged, by the pulse length in your plan. Retries that are not answered cost nothing.',
      },
      {
        channel: 'RCS SMS',
        unit: 'Per message',
        note: 'Rich and basic messages are priced differently. If a number cannot receive RCS, the SMS fallback is billed as SMS.',
      },
      {
        channel: 'WhatsApp API',
        unit: 'Per template message',
        note: 'Meta’s charge for the template category and destination country, plus our platform fee. Free-form replies inside the 24-hour customer service window are not charged by Meta.',
      },
      {
        channel: 'Mass Mailing',
        unit: 'Per thousand e-mails',
        note: 'Priced by monthly sending volume. Email validation is billed per address checked.',
      },
      {
        channel: 'Chatbot',
        unit: 'Per monthly plan',
        note: 'Based on the number of conversations the bot handles each month, plus the message charges of the channels it runs on.',
      },
    ],
  },
  volumeTiers: {
    title: 'Volume bands',
    subtitle: 'Rates step down as your monthly volume moves into a higher band.',
    note: 'Bands are indicative. Your quote sets the exact rates for your message types and destinations.',
    tiers: [
      {
        name: 'Pay as you go',
        volume: 'Up to 1 lakh messages a month',
        description: 'For startups and pilots. Buy credits when you need them and use any channel.',
        points: ['Prepaid credits', 'All channels and the HTTP API', 'Free Developer support plan'],
      },
      {
        name: 'Growth',
        volume: '1 lakh to 25 lakh messages a month',
        description: 'For businesses with steady traffic that want a lower rate per message.',
        points: ['Lower per-message rates', 'Help with DLT and template approval', 'Optional paid support plan'],
      },
      {
        name: 'Enterprise',
        volume: 'More than 25 lakh messages a month',
        description: 'For banks, marketplaces and large brands with committed volumes.',
        points: ['Committed-volume pricing', 'Dedicated routes and IPs on request', 'Technical account manager on Business support'],
      },
    ],
  },
  freeTrial: {
    title: 'Try it free in test mode',
    text: 'Create an account and open your Developer page for a test API key. The SMS and Voice calls answer exactly as the live API does, with delivery reports, and nothing is sent or charged, for as long as you need before you ask for a quote.',
    cta: { label: 'Open your Developer page', href: '/developer' },
  },
  supportPlans: {
    title: 'Support is priced separately',
    text: 'Every account gets the free Developer plan. Paid support plans are billed per month with no minimum commitment.',
    cta: { label: 'Compare Support Plans', href: '/SupportPlans' },
  },
  faqTitle: 'Pricing questions',
  faq: [
    {
      question: 'Why is there no public price list?',
      answer:
        'Because the cost of delivering a message depends on its type, your volume and its destination, and operator charges change during the year. A quote gives you rates that are accurate for your traffic, not averages.',
    },
    {
      question: 'Is there a free trial?',
      answer: 'Yes, in test mode: with the test API key from your Developer page, the SMS and Voice calls answer as the live API does, and nothing is sent or charged.',
      link: { label: 'Open your Developer page', href: '/developer' },
    },
    {
      question: 'How are SMS longer than 160 characters billed?',
      answer:
        'They are sent as concatenated SMS of 153 characters per part, and each part is billed as one SMS. The message tools page counts the parts of any message before you send it.',
      link: { label: 'Count a message’s parts', href: '/tools' },
    },
    {
      question: 'Do failed messages cost anything?',
      answer:
        'Messages rejected by our platform before they reach an operator, for example for a template mismatch, are not charged. Messages accepted by the operator are billed whatever their final status, as operators charge for them.',
    },
    {
      question: 'Can we get a lower rate?',
      answer:
        'Yes. Rates fall as monthly volume grows, and committing to a monthly volume lowers them further. Ask for a quote with your expected volumes by channel and destination.',
    },
  ],
  quote: {
    title: 'Get a quote for your traffic',
    text: 'Tell us which channels you need, roughly how many messages a month and to which countries. We will reply with per-message rates for your traffic and the volume bands that apply.',
    primaryCta: { label: 'Request a Quote', href: '/contact' },
    secondaryCta: { label: 'Book Demo', href: '#demo' },
  },
};
