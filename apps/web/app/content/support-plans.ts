// Support Plans page (product §2, Support Plans; product §9, Support plans table).
// The table's cell texts are the spec's, character for character.

/** Product §3 "Support benefit". */
export interface SupportBenefit {
  img: string;
  heading: string;
  text: string;
}

export type PlanName = 'Developer' | 'Production' | 'Business' | 'Personalized';

/** A cell is a text, or a yes/no shown as a tick or a cross. */
export type PlanCell = string | boolean;

export interface PlanRow {
  label: string;
  values: [PlanCell, PlanCell, PlanCell, PlanCell];
}

export const supportPlansPage = {
  hero: {
    eyebrow: 'Support Plans',
    title: 'Support that matches what is at stake',
    subtitle:
      'Every account gets the free Developer plan. When messaging becomes critical to your business, add a paid plan for faster responses, live chat, phone support and a technical account manager.',
  },
  benefitsTitle: 'How Our Support Plans Work',
  tableTitle: 'Compare Support Plans',
  tableNote:
    'Response times are the maximum time to a first response from a support engineer. P1: production is down or messages are not being delivered. P2: a feature is impaired or delivery is degraded. P3: a general question or a non-urgent issue.',
  cta: { title: 'Need help choosing a plan?', text: 'Talk to our team about your traffic and your risk.', label: 'Contact Us', href: '/contact' },
  /** product §9 writes the table's yes/no cells as 'yes' and 'no'; they show as a tick or a cross with these words for screen readers. */
  yes: 'yes',
  no: 'no',
  featureColumn: 'Feature',
  scrollHint: 'Scroll sideways to see every plan.',
};

export const supportBenefits: SupportBenefit[] = [
  {
    img: '/images/support/pay-monthly.svg',
    heading: 'Paid per month, no minimum commitment',
    text: 'Support plans are paid per month with no minimum commitment. Move up before a big launch and back down when you no longer need the extra cover.',
  },
  {
    img: '/images/support/developer-free.svg',
    heading: 'Developer plan free for everyone',
    text: 'Every account gets the free Developer plan: web support, API status notifications and full access to our API documentation.',
  },
  {
    img: '/images/support/response-times.svg',
    heading: 'Response times you can plan around',
    text: 'Paid plans come with committed first-response times by priority, down to one hour around the clock for P1 issues on Business and Personalized.',
  },
  {
    img: '/images/support/channels.svg',
    heading: 'Live chat and phone',
    text: 'Production adds live chat with our support engineers. Business and Personalized add phone support, so you can talk an urgent issue through.',
  },
  {
    img: '/images/support/account-manager.svg',
    heading: 'A technical account manager',
    text: 'On Business and Personalized, a named engineer learns your integration, reviews your routes and templates and joins your launch planning.',
  },
  {
    img: '/images/support/escalation.svg',
    heading: 'A direct escalation line',
    text: 'Personalized customers get a support escalation line that reaches our senior engineering team when an incident cannot wait.',
  },
];

export const planNames: [PlanName, PlanName, PlanName, PlanName] = ['Developer', 'Production', 'Business', 'Personalized'];

export const planRows: PlanRow[] = [
  {
    label: 'Price per month',
    values: [
      'Free',
      'greater of $250 minimum or 4% of monthly spend',
      'greater of $1,500 or 6%',
      'greater of $5,000 or 8%',
    ],
  },
  { label: 'P1 response', values: ['N/A', '3 business hours', '1 hour (24/7)', '1 hour (24/7)'] },
  { label: 'P2 response', values: ['N/A', '6 business hours', '2 business hours', '2 business hours'] },
  { label: 'P3 response', values: ['N/A', '9 business hours', '3 business hours', '3 business hours'] },
  { label: 'API status notifications', values: [true, true, true, true] },
  { label: 'Web support', values: [true, true, true, true] },
  { label: 'Live Chat support', values: [false, true, true, true] },
  { label: 'Phone support', values: [false, false, true, true] },
  { label: 'Technical account manager', values: [false, false, true, true] },
  { label: 'Support escalation line', values: [false, false, false, true] },
];
