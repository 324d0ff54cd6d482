// About page (product §2, About page): hero, one-platform section, mission and vision,
// innovative solutions, features, then the reused testimonials and subscribe components.

import { site } from '../config/site';
import type { IconPoint, SectionIntro } from './home';
import { icon } from './images';

export interface AboutContent {
  hero: { eyebrow: string; title: string; subtitle: string; image: string; stats: { value: string; label: string }[] };
  onePlatform: { title: string; paragraphs: string[]; channels: string[]; image: string };
  missionVision: {
    mission: { title: string; text: string; image: string };
    vision: { title: string; text: string; image: string };
  };
  innovativeSolutions: SectionIntro & { image: string; items: IconPoint[] };
  features: SectionIntro & { items: IconPoint[] };
  testimonials: SectionIntro;
  subscribe: { title: string; text: string };
}

const { claims } = site;

export const about: AboutContent = {
  hero: {
    eyebrow: `About ${site.name}`,
    title: 'We make sure the message gets there',
    subtitle: `${site.name} connects businesses to their customers on the channels people check first: SMS, voice calls, WhatsApp, RCS and e-mail. We serve ${claims.customers} customers, from two-person startups to national banks.`,
    image: '/images/about/hero.svg',
    stats: [
      { value: claims.customers, label: 'Customers' },
      { value: claims.smsDelivered, label: 'SMS delivered' },
      { value: claims.outboundCalls, label: 'Outbound calls' },
      { value: claims.support, label: 'Support' },
    ],
  },
  onePlatform: {
    title: 'One platform for every conversation',
    paragraphs: [
      'Most businesses start with one channel, usually SMS for OTPs and alerts. Then marketing wants WhatsApp, support wants a chatbot and operations wants reminder calls, and soon there are four vendors, four dashboards and four invoices.',
      `${site.name} puts them in one place. One account, one HTTP API, one set of webhooks and one log format for SMS, Voice, OTP, RCS, WhatsApp, chatbots and e-mail, so a team can add a channel in an afternoon and see every message a customer received on one screen.`,
    ],
    channels: ['SMS', 'Voice', 'OTP SMS', 'RCS SMS', 'WhatsApp API', 'Chatbot', 'Mass Mailing', 'HTTP API'],
    image: '/images/about/one-platform.svg',
  },
  missionVision: {
    mission: {
      title: 'Our Mission',
      text: 'To give every business, whatever its size, the same reliable, compliant and affordable access to its customers that large enterprises have always had, with honest pricing and people who answer when something goes wrong.',
      image: '/images/about/mission.svg',
    },
    vision: {
      title: 'Our Vision',
      text: 'A world where no important message is lost: where an OTP always arrives, a patient never misses an appointment for want of a reminder, and customers can reach a business on whichever channel they prefer.',
      image: '/images/about/vision.svg',
    },
  },
  innovativeSolutions: {
    title: 'Innovative Solutions, Practical Results',
    subtitle: 'We build features when customers need them, not because they are fashionable. A few we are proud of:',
    image: '/images/about/innovative.svg',
    items: [
      {
        title: 'Smart routing',
        description:
          'Every message is routed on live delivery data per operator, and moves to a backup route when delivery times rise.',
        icon: icon('route'),
      },
      {
        title: 'Channel fallback',
        description:
          'Send once and let the platform try WhatsApp or RCS first, then SMS, so each customer gets the richest message their phone can show.',
        icon: icon('fallback'),
      },
      {
        title: 'DLT template matching',
        description:
          'Messages are checked against your registered templates before they leave, which stops rejections at operator scrubbing.',
        icon: icon('template-check'),
      },
      {
        title: 'Conversational automation',
        description:
          'Chatbots that connect to your systems answer routine questions and hand over to agents with the full conversation.',
        icon: icon('intent'),
      },
    ],
  },
  features: {
    title: 'What You Get With Every Account',
    subtitle: 'No add-ons to unlock the basics.',
    items: [
      {
        title: 'HTTP API and webhooks',
        description: 'REST endpoints for every channel, API keys per application and real-time delivery webhooks.',
        icon: icon('api'),
      },
      {
        title: 'Web dashboard',
        description: 'Send campaigns, manage templates and contacts, and search logs without writing code.',
        icon: icon('dashboard'),
      },
      {
        title: 'Analytics and logs',
        description: 'Delivery rates, response times and costs by channel, operator and campaign, exportable as CSV.',
        icon: icon('analytics'),
      },
      {
        title: 'Compliance tools',
        description: 'DLT ID management, opt-out handling and DND scrubbing for promotional traffic.',
        icon: icon('shield-check'),
      },
      {
        title: 'Team roles',
        description: 'Separate access for developers, marketers and finance, with an audit trail of who sent what.',
        icon: icon('customers'),
      },
      {
        title: `${claims.support} support`,
        description: 'The free Developer plan on every account, with paid plans for faster response and a named account manager.',
        icon: icon('support'),
      },
    ],
  },
  testimonials: {
    title: 'What Our Customers Say',
    subtitle: 'Teams across banking, retail, travel and healthcare on working with us.',
  },
  subscribe: {
    title: 'Get in Touch',
    text: 'Get one e-mail a month with product updates, DLT and WhatsApp policy changes, and practical messaging tips.',
  },
};
