// Industry copy: the home page's industry slider (product §2, Home section 7) and the
// Industry Solutions page (product §2, Industry Solutions: six sections in a fixed order).

import { site } from '../config/site';

/** Product §3 "Industry card": id, title, description, image. Also reused on service pages. */
export interface IndustryCard {
  id: string;
  title: string;
  description: string;
  /** Public URL of an SVG under /images/industries/. */
  image: string;
}

/** One channel subheading inside an Industry Solutions entry. */
interface IndustryChannel {
  name: string;
  text: string;
}

/** Product §3 "Industry entry": heading, description, channel subheadings, image. */
export interface IndustrySolution {
  id: string;
  heading: string;
  description: string;
  channels: IndustryChannel[];
  image: string;
}

export const industryImages = {
  ecommerce: '/images/industries/ecommerce.svg',
  banking: '/images/industries/banking.svg',
  retail: '/images/industries/retail.svg',
  bfsi: '/images/industries/bfsi.svg',
  fmcg: '/images/industries/fmcg.svg',
  healthcare: '/images/industries/healthcare.svg',
  education: '/images/industries/education.svg',
  logistics: '/images/industries/logistics.svg',
  travel: '/images/industries/travel.svg',
  realEstate: '/images/industries/real-estate.svg',
} as const;

/** Home page slider: at least six cards (product §9: 3 slides, 2 under 1024 px, 1 under 640 px). */
export const industryCards: IndustryCard[] = [
  {
    id: 'ecommerce',
    title: 'E-Commerce',
    description:
      'Order confirmations, shipping updates and cash-on-delivery checks by SMS and WhatsApp, plus abandoned-cart reminders that bring shoppers back.',
    image: industryImages.ecommerce,
  },
  {
    id: 'banking',
    title: 'Banking & Finance',
    description:
      'Transaction alerts, login OTPs and card-block confirmations on priority routes, with DLT templates registered under the right category.',
    image: industryImages.banking,
  },
  {
    id: 'healthcare',
    title: 'Healthcare',
    description:
      'Appointment reminders, lab-report notifications and teleconsultation links that cut no-shows without exposing patient details in the message.',
    image: industryImages.healthcare,
  },
  {
    id: 'education',
    title: 'Education',
    description:
      'Admission updates, fee reminders, exam schedules and attendance alerts to parents in English, Hindi or the regional language they read.',
    image: industryImages.education,
  },
  {
    id: 'retail',
    title: 'Retail',
    description:
      'Loyalty-point balances, store-opening invitations and e-receipts, with promotional campaigns sent from a DLT-registered header.',
    image: industryImages.retail,
  },
  {
    id: 'logistics',
    title: 'Logistics',
    description:
      'Pickup slots, out-for-delivery alerts and proof-of-delivery OTPs, plus masked calls so riders and customers never see each other’s numbers.',
    image: industryImages.logistics,
  },
  {
    id: 'travel',
    title: 'Travel & Hospitality',
    description:
      'Booking confirmations, web check-in links, gate changes and boarding passes delivered as rich RCS cards with SMS fallback.',
    image: industryImages.travel,
  },
  {
    id: 'real-estate',
    title: 'Real Estate',
    description:
      'Lead follow-ups from property portals, site-visit reminders and click-to-call from listings, so sales teams reach buyers while they are still interested.',
    image: industryImages.realEstate,
  },
];

export const industryPage = {
  hero: {
    eyebrow: 'Industry Solutions',
    title: 'Messaging that fits the way your industry works',
    subtitle:
      'The same platform carries a bank’s OTPs and a grocer’s delivery alerts. What changes is the channel mix, the DLT category and the tone. Here is how we set it up for six industries.',
  },
  cta: {
    title: 'Not sure which channels fit your business?',
    text: 'Tell us what you send today and what you want customers to do next. A solutions engineer will map it to channels, templates and routes.',
    label: 'Contact an Expert',
    href: '/contact',
  },
};

/** Industry Solutions page: exactly six entries, in the spec's order. */
export const industrySolutions: IndustrySolution[] = [
  {
    id: 'e-commerce',
    heading: 'E-Commerce',
    description:
      'Online shoppers expect to know where their order is without asking. We help marketplaces and D2C brands automate every step from checkout to doorstep, and win back carts that were left behind.',
    channels: [
      {
        name: 'SMS',
        text: 'Order, dispatch and delivery updates from your DLT-registered header, with a tracking link whitelisted on the DLT portal.',
      },
      {
        name: 'WhatsApp API',
        text: 'Utility templates for order status, catalog messages for re-orders, and a two-way chat for returns inside the 24-hour window.',
      },
      {
        name: 'OTP SMS',
        text: `Login, cash-on-delivery confirmation and delivery-handover codes, typically delivered in ${site.claims.otpDelivery}.`,
      },
      {
        name: 'Voice',
        text: 'Automated calls that ask customers to press 1 to confirm a cash-on-delivery order before it ships.',
      },
    ],
    image: industryImages.ecommerce,
  },
  {
    id: 'banking',
    heading: 'Banking',
    description:
      'Banks send the messages customers cannot afford to miss: debits, credits, OTPs and fraud warnings. These need the fastest routes, strict templates and a complete audit trail.',
    channels: [
      {
        name: 'OTP SMS',
        text: 'Transactional-category OTPs for net banking, card payments and UPI, with expiry and retry limits you control.',
      },
      {
        name: 'SMS',
        text: 'Real-time debit and credit alerts, balance updates and cheque-status messages with delivery reports kept for audit.',
      },
      {
        name: 'Voice',
        text: 'IVR for card blocking and balance enquiry, and outbound calls that confirm unusual transactions by DTMF.',
      },
      {
        name: 'RCS SMS',
        text: 'Verified-sender messages with the bank’s logo, so customers can tell a genuine alert from a phishing text.',
      },
    ],
    image: industryImages.banking,
  },
  {
    id: 'retail',
    heading: 'Retail',
    description:
      'Stores and chains use messaging to bring people through the door and to keep them coming back. We connect your POS and loyalty system to the channels shoppers actually read.',
    channels: [
      {
        name: 'SMS',
        text: 'Loyalty-point balances, e-receipts and festive-sale announcements, scheduled per store and per city.',
      },
      {
        name: 'RCS SMS',
        text: 'Carousels of new arrivals with “Get directions” and “Call store” buttons, falling back to SMS on other phones.',
      },
      {
        name: 'WhatsApp API',
        text: 'Back-in-stock alerts, store-pickup confirmations and a catalog customers can browse without installing an app.',
      },
      {
        name: 'Mass Mailing',
        text: 'Monthly lookbooks and loyalty statements to opted-in customers, with bounces and unsubscribes handled for you.',
      },
    ],
    image: industryImages.retail,
  },
  {
    id: 'bfsi',
    heading: 'BFSI',
    description:
      'Insurers, NBFCs, lenders and brokers juggle renewals, EMIs and regulatory notices across millions of policyholders and borrowers. Reliable reminders lower collection costs and lapse rates.',
    channels: [
      {
        name: 'SMS',
        text: 'Premium-due and EMI reminders in the customer’s language, registered under the Service Implicit category on DLT.',
      },
      {
        name: 'Voice',
        text: 'Voice broadcasts for renewal reminders with “press 1 to pay now, press 2 to talk to an agent” options.',
      },
      {
        name: 'WhatsApp API',
        text: 'Policy documents, payment links and claim-status updates sent as utility templates with PDF attachments.',
      },
      {
        name: 'Chatbot',
        text: 'Answers to “What is my policy number?” and “When is my next EMI?” around the clock, with handover to an agent for claims.',
      },
    ],
    image: industryImages.bfsi,
  },
  {
    id: 'fmcg',
    heading: 'FMCG',
    description:
      'FMCG brands talk to two audiences: the consumer and the distributor or retailer who stocks their shelves. We help with both, from scheme announcements to consumer contests.',
    channels: [
      {
        name: 'SMS',
        text: 'Scheme and price-change alerts to distributors and retailers, sent to lakhs of numbers in minutes.',
      },
      {
        name: 'Voice',
        text: 'Missed-call and IVR campaigns for on-pack contests, with DTMF answers captured straight into your CRM.',
      },
      {
        name: 'WhatsApp API',
        text: 'Order booking for retailers from a catalog, and delivery confirmations for their stock.',
      },
      {
        name: 'RCS SMS',
        text: 'Rich product launches with images and suggested replies that invite consumers to claim a sample.',
      },
    ],
    image: industryImages.fmcg,
  },
  {
    id: 'healthcare',
    heading: 'Healthcare',
    description:
      'Hospitals, clinics, labs and pharmacies need patients to turn up, take their medicines and read their reports. Gentle, timely reminders do more than a busy front desk can.',
    channels: [
      {
        name: 'SMS',
        text: 'Appointment confirmations and reminders a day and an hour before, with a link to reschedule.',
      },
      {
        name: 'WhatsApp API',
        text: 'Lab reports and prescriptions shared securely after the patient verifies with an OTP.',
      },
      {
        name: 'Voice',
        text: 'Reminder calls in regional languages for patients who do not read text messages, and an IVR for lab-report status.',
      },
      {
        name: 'Chatbot',
        text: 'Doctor availability and booking on chat, handing over to the front desk when a patient asks for a person.',
      },
    ],
    image: industryImages.healthcare,
  },
];
