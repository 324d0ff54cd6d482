// Per-route <title> and meta description. Service pages carry their own in services.ts.

import { site } from '../config/site';

interface PageSeo {
  title: string;
  description: string;
}

const { claims } = site;

export const pageSeo: Record<string, PageSeo> = {
  '/': {
    title: `Bulk SMS, Voice & WhatsApp API for Business | ${site.name}`,
    description: `Send SMS, OTPs, voice calls, RCS, WhatsApp and e-mail from one API and dashboard. DLT-compliant routes, ${claims.uptime} uptime and ${claims.support} support.`,
  },
  '/about': {
    title: `About Us: One Platform for Every Customer Message | ${site.name}`,
    description: `${site.name} helps ${claims.customers} businesses reach customers on SMS, voice, WhatsApp, RCS and e-mail. Read our mission, our vision and what we build.`,
  },
  '/contact': {
    title: `Contact Our Team: Sales and Support | ${site.name}`,
    description:
      'Ask about pricing, DLT registration, WhatsApp onboarding or API integration. Send us your question and our team will get back to you quickly.',
  },
  '/api': {
    title: `HTTP API Documentation for SMS, Voice & OTP | ${site.name}`,
    description:
      'Request formats, parameters and DLT guidance for the Send SMS, templates, logs, voice broadcast and OTP endpoints, with a Get Started guide.',
  },
  '/blog': {
    title: `Blog: DLT, WhatsApp, RCS and Messaging Guides | ${site.name}`,
    description:
      `Practical guides on DLT registration, OTP delivery, WhatsApp templates, RCS, IVR design and e-mail deliverability from the ${site.name} team.`,
  },
  '/new-blog': {
    title: `Latest Posts on Business Messaging | ${site.name}`,
    description:
      'New articles on SMS compliance in India, WhatsApp Business messaging, voice campaigns and e-mail authentication, with trending posts.',
  },
  '/industry': {
    title: `Industry Solutions: E-Commerce, Banking, Healthcare | ${site.name}`,
    description:
      'How e-commerce, banking, retail, BFSI, FMCG and healthcare businesses use SMS, voice, WhatsApp, RCS and chatbots to reach their customers.',
  },
  '/client': {
    title: `Our Clients | ${site.name}`,
    description: `${claims.customers} businesses, from startups to banks, send alerts, OTPs, calls and campaigns with ${site.name}. See some of the brands we work with.`,
  },
  '/help-center': {
    title: `Help Center: Answers on SMS, DLT, OTP and API | ${site.name}`,
    description:
      'Search answers on DLT registration, sender IDs, delivery reports, OTP settings, WhatsApp templates, billing and API integration, or ask our team.',
  },
  '/SupportPlans': {
    title: `Support Plans: Developer, Production, Business | ${site.name}`,
    description:
      'Compare support plans: response times, live chat, phone support and a technical account manager. Paid per month with no minimum commitment.',
  },
  '/price': {
    title: `Pricing: SMS, Voice, WhatsApp & OTP Rates | ${site.name}`,
    description:
      'Pricing depends on message type, volume and destination. See how each channel is billed, start a free trial with limited credits or request a quote.',
  },
  '/tools': {
    title: `SMS Character Counter and DLT Template Checker | ${site.name}`,
    description:
      'Count SMS characters and parts, see whether a message is GSM-7 or Unicode and which characters force Unicode, and check a message against its DLT template.',
  },
  '/Privacy-policy': {
    title: `Privacy Policy | ${site.name}`,
    description: `How ${site.name} collects, uses, stores and protects personal data from website visitors and customers, and how to exercise your rights.`,
  },
  '/Term-Condition': {
    title: `Terms and Conditions | ${site.name}`,
    description: `The terms that govern use of the ${site.name} website and services, including acceptable use, payment, liability and governing law.`,
  },
  '/login': {
    title: `Log In to Your Account | ${site.name}`,
    description: `Log in to your ${site.name} account to send messages, manage templates and sender IDs, view delivery reports and check your credit balance.`,
  },
};
