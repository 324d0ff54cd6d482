// Home page copy (product §2, Home page sections). The industry slider, testimonials,
// FAQ, client and partner logos live in their own modules.

import { site } from '../config/site';
import { icon } from './images';

export interface CtaLink {
  label: string;
  /** A route path; '#demo' opens the Request Demo modal, '#signup' the Login / Sign Up modal in Sign Up mode. */
  href: string;
}

interface HomeHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryCta: CtaLink;
  secondaryCta: CtaLink;
  image: string;
}

interface ServiceTile {
  name: string;
  description: string;
  link: string;
  icon: string;
}

interface TrustStat {
  value: string;
  label: string;
  icon: string;
}

/** A section's heading block: its title and the line under it. */
export interface SectionIntro {
  title: string;
  subtitle: string;
}

export interface IconPoint {
  title: string;
  description: string;
  icon: string;
}

export interface HomeContent {
  hero: HomeHero;
  clientsStrip: { title: string; linkLabel: string; link: string };
  servicesSection: SectionIntro & { tiles: ServiceTile[] };
  trustSection: SectionIntro & { stats: TrustStat[] };
  partnersSection: SectionIntro;
  standOut: SectionIntro & { image: string; points: IconPoint[] };
  industriesSection: SectionIntro;
  whyChooseUs: SectionIntro & { points: IconPoint[] };
  testimonialsSection: SectionIntro;
  faqSection: SectionIntro;
}

const { claims } = site;

export const home: HomeContent = {
  hero: {
    eyebrow: 'Cloud communications for India and beyond',
    title: 'Reach every customer on SMS, Voice, WhatsApp and RCS from one platform',
    subtitle: `Send OTPs, alerts, reminders and campaigns through one HTTP API and one dashboard, on direct operator routes with ${claims.uptime} uptime and ${claims.support} support.`,
    primaryCta: { label: 'Book Demo', href: '#demo' },
    secondaryCta: { label: 'Explore the API', href: '/api' },
    image: '/images/home/hero.svg',
  },
  clientsStrip: {
    title: `Trusted by ${claims.customers} businesses, from startups to banks`,
    linkLabel: 'View all Clients',
    link: '/client',
  },
  servicesSection: {
    title: 'Our Telecom Services',
    subtitle:
      'Seven channels and one API. Use the one your customers read first, and fall back to the next when it fails.',
    tiles: [
      {
        name: 'SMS',
        description: 'Transactional, service and promotional SMS on DLT-compliant direct routes, with delivery reports.',
        link: '/services/sms',
        icon: icon('service-sms'),
      },
      {
        name: 'Voice',
        description: 'Voice broadcasts with DTMF responses, IVR menus and click-to-call with number masking.',
        link: '/services/voice',
        icon: icon('service-voice'),
      },
      {
        name: 'OTP SMS',
        description: `One-time passwords on priority routes, typically delivered in ${claims.otpDelivery}, with verification built in.`,
        link: '/services/otp-sms',
        icon: icon('service-otp-sms'),
      },
      {
        name: 'Chatbot',
        description: 'Bots on WhatsApp, RCS and web chat that answer common questions and hand over to agents.',
        link: '/services/chat-bot',
        icon: icon('service-chat-bot'),
      },
      {
        name: 'Mass Mailing',
        description: 'Bulk and transactional email from authenticated domains, with validation and bounce handling.',
        link: '/services/mass-mailing',
        icon: icon('service-mass-mailing'),
      },
      {
        name: 'RCS SMS',
        description: 'Rich cards, carousels and suggested replies from a verified sender, with SMS fallback.',
        link: '/services/rcs-sms',
        icon: icon('service-rcs-sms'),
      },
      {
        name: 'WhatsApp API',
        description: 'Approved templates, two-way chat in the 24-hour window, catalogs and interactive buttons.',
        link: '/services/whatsapp-api',
        icon: icon('service-whatsapp-api'),
      },
      {
        name: 'HTTP API',
        description: 'One REST API with keys, webhooks and logs for every channel, documented with request examples.',
        link: '/api',
        icon: icon('service-api'),
      },
    ],
  },
  trustSection: {
    title: 'Why Businesses Trust Us',
    subtitle: 'Numbers we are proud of, earned one message and one call at a time.',
    stats: [
      { value: claims.customers, label: 'Customers', icon: icon('customers') },
      { value: claims.outboundCalls, label: 'Outbound calls', icon: icon('voice') },
      { value: claims.smsDelivered, label: 'SMS delivered', icon: icon('sms') },
      { value: claims.support, label: 'Support', icon: icon('support') },
      { value: claims.uptime, label: 'Uptime', icon: icon('uptime') },
    ],
  },
  partnersSection: {
    title: 'Telecom Partners',
    subtitle: 'Direct connections with operators and carriers, so your messages take the shortest path to the handset.',
  },
  standOut: {
    title: 'What Makes us Stand Out',
    subtitle: 'Plenty of providers can send a message. These are the things our customers tell us they stayed for.',
    image: '/images/home/stand-out.svg',
    points: [
      {
        title: 'Direct operator routes',
        description:
          'Messages go straight to the operators, not through a chain of resellers, so there are fewer hops and fewer failures.',
        icon: icon('route'),
      },
      {
        title: 'DLT done with you',
        description:
          'Our onboarding team helps you register your entity, headers and templates, and checks them before your first campaign.',
        icon: icon('shield-check'),
      },
      {
        title: 'Automatic failover',
        description:
          'If a route slows down or a channel is unavailable, traffic moves to the next route or falls back from RCS or WhatsApp to SMS.',
        icon: icon('fallback'),
      },
      {
        title: 'Clear reports',
        description:
          'Every message and call has a status, a timestamp and an operator error code, searchable in logs and exportable for audits.',
        icon: icon('delivery-report'),
      },
      {
        title: 'People who pick up',
        description: `${claims.support} support by chat, e-mail and phone, with engineers who can read your API logs with you.`,
        icon: icon('support'),
      },
    ],
  },
  industriesSection: {
    title: 'Solutions for Every Industry',
    subtitle: 'Templates, channels and routes set up for the way your sector talks to customers.',
  },
  whyChooseUs: {
    title: 'Why Choose Us',
    subtitle: 'What you get from your first message, at no extra cost.',
    points: [
      {
        title: 'One API for every channel',
        description: 'The same keys, webhooks and log format for SMS, Voice, OTP, RCS, WhatsApp and e-mail.',
        icon: icon('api'),
      },
      {
        title: 'Built for scale',
        description: `From a hundred OTPs a day to crores of messages a month, on a platform with ${claims.uptime} uptime.`,
        icon: icon('scale'),
      },
      {
        title: 'Compliance included',
        description: 'DLT template scrubbing, DND handling, opt-out management and audit-ready message logs.',
        icon: icon('shield-check'),
      },
      {
        title: 'Transparent pricing',
        description: 'Pay for what you send, by message type, volume and destination. Try it free in test mode.',
        icon: icon('pricing'),
      },
      {
        title: 'A dashboard your team will use',
        description: 'Campaigns, templates, contacts, logs and analytics in one place, with roles for each team member.',
        icon: icon('dashboard'),
      },
      {
        title: `${claims.support} expert support`,
        description: 'A real person on chat, e-mail or phone at any hour, and a technical account manager on Business plans.',
        icon: icon('support'),
      },
    ],
  },
  testimonialsSection: {
    title: 'What Our Customers Say',
    subtitle: `Product, engineering and marketing teams on what changed after they moved to ${site.name}.`,
  },
  faqSection: {
    title: 'Frequently Asked Questions',
    subtitle: 'Short answers to what businesses ask us before they sign up.',
  },
};
