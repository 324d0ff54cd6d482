// Privacy policy and terms (product §2, "Legal pages"). Brand facts, the legal entity, the governing law
// and the courts come from config/site.ts (brand/brand.json, docs/decisions/022-brand-configuration.md).
import { type Retention, retentionDefaults, retentionStatements } from '@tarang/shared/privacy';
import { countryContact, site } from '../config/site';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

/** The India contact (sales phone, registered office); the brand lists IN once (brand.schema.json). */
const india = countryContact('IN');

const companyOffice = `${india.office.label}: ${india.office.lines.join(', ')}`;
const salesOffice = `${site.salesOffice.label}: ${site.salesOffice.lines.join(', ')}`;
const salesPhone = india.salesPhone;
const infoEmail = site.emails.info;
const UPDATED = '1 November 2026';

const contactParagraphs: string[] = [
  `${site.legal.entity}. ${companyOffice}.`,
  `${salesOffice}.`,
  `Sales phone (India): ${salesPhone}. E-mail: ${infoEmail}.`,
];

/**
 * The privacy policy with the retention periods the server enforces: the build reads the same settings
 * (readRetention over the build's environment) as the server's config.
 */
export const privacyPolicyFor = (retention: Retention): LegalDocument => ({
  title: 'Privacy Policy',
  updated: UPDATED,
  intro: [
    `This policy explains what personal data ${site.legal.entity} (“${site.name}”, “we”, “us”) collects through ${site.url} and our web panel, why we collect it, how long we keep it, who we share it with and what rights you have. It is written to meet India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”) and the rules made under it.`,
    `We are the Data Fiduciary for the personal data described here. Our company office is at ${india.office.lines.join(', ')} and our sales office at ${site.salesOffice.lines.join(', ')}. You can reach us at ${infoEmail} or on ${salesPhone}.`,
  ],
  sections: [
    {
      heading: 'What this policy covers',
      paragraphs: [
        'This policy covers visitors to our website, people who contact us or request a demo, newsletter subscribers, and the people who hold accounts with us.',
        'It does not cover the content of messages, calls and e-mails that our customers send to their own customers through our platform, or the contact lists they upload. For that data our customer is the Data Fiduciary and we act as their Data Processor, under our agreement with them. If you received a message from a business through our platform, please contact that business first; we will help them answer you.',
      ],
    },
    {
      heading: 'The personal data we collect',
      paragraphs: [
        'Contact questions: when you use the contact form we collect your name, e-mail address, phone number and your question, and the date and time you sent it.',
        'Demo requests: your name, e-mail address, phone number, business name, job function, the service you are looking for and your message.',
        'Newsletter: your e-mail address, the date you subscribed and whether you confirmed the subscription.',
        'Accounts: your name, e-mail address and password. We never store your password itself: it is stored only as a salted hash made with a slow, memory-hard algorithm (argon2id), which cannot be turned back into the password. Nobody at our company can see it.',
        'Sessions: when you log in we create a random session token. Your browser keeps the token; our server keeps only a hash of it, with an expiry date (30 days for user accounts). Logging out cancels the token on our server.',
        'Technical data: the IP address, browser type and time of each request to our servers. We use it to keep the service secure, to limit abuse such as repeated login attempts, and to diagnose faults.',
        'Customer account data: if you use our paid services we also hold billing details (business name, address, GSTIN, invoices and payment references) and records of the messages and calls sent from your account, as telecom rules require.',
        'We do not ask for sensitive information such as health, financial account numbers or government identity numbers through the website. Please do not include them in contact questions.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To answer your question or demo request, and to call or e-mail you about it. New requests are forwarded to our sales inbox so the right person can reply.',
        'To send the newsletter you asked for, with an unsubscribe link in every issue.',
        'To create and run your account: signing you in, keeping you signed in, securing the account and providing the services you use.',
        'To bill you, meet our tax, accounting and telecom record-keeping duties, and respond to lawful requests from authorities.',
        'To protect the service, our customers and the public from fraud, spam and misuse.',
        'We do not sell personal data, we do not use it for advertising by others, and we do not make decisions about you by automated means alone.',
      ],
    },
    {
      heading: 'Legal basis under the DPDP Act',
      paragraphs: [
        'We process your data on the basis of your consent, which you give when you submit a form, subscribe or create an account, and for legitimate uses the DPDP Act allows, such as using data you provided voluntarily for the purpose you provided it, and meeting our legal obligations.',
        'You can withdraw consent at any time, as easily as you gave it: unsubscribe from the newsletter with one click, or write to us to withdraw consent for anything else. When you subscribe we record the time, the page and the exact wording you agreed to. Withdrawal does not affect processing that took place before it, and we may need to close an account if we can no longer process the data needed to run it.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'We do not use advertising cookies or third-party tracking, and the website loads nothing from other websites when you visit it.',
        'When you log in, your login token is kept in your browser’s local storage (under the key userAuthToken) so that you stay signed in between visits. It is removed when you log out, and it stops working when it expires. We also keep your choice of country in local storage so that the right phone numbers and office are shown.',
        'You can clear local storage at any time in your browser settings; you will then need to log in again.',
        'We set no cookie at all unless you log in, and nothing is stored on your device to count visits.',
      ],
    },
    {
      heading: 'How we count visits',
      paragraphs: [
        'We count visits to this website ourselves, without cookies and without any other company. When a page is shown, your browser tells our server which page it is, the website that linked to it (without its query) and the campaign tags in the link, if any (utm_source, utm_medium, utm_campaign, utm_term, utm_content). From your browser’s description our server notes only whether you use a computer, a phone or a tablet.',
        'To count a visitor once a day, our server makes a code from your IP address, your browser’s description and our website’s name with a random key that is replaced every day, and the old key is deleted. Neither your IP address nor your browser’s description is stored, and once the day is over the code can no longer be worked out again by anyone, us included, nor linked to your visits on other days. Automated programs (bots) and our own administrators are not counted, and neither is a browser that asks not to be tracked (Global Privacy Control or Do Not Track): turning either on in your browser is all it takes to object.',
        'If you send us a demo request, a question, a sign-up, a newsletter subscription or create a test key, we count it as a goal of that day’s visit, and store with your request where the visit came from (the first and the latest campaign or linking website that day) and the page you sent it from, so we know which of our pages and campaigns bring enquiries.',
        'Why we do not ask for consent: nothing is stored on or read from your device to count visits, which is what UK cookie rules (PECR) require consent for, and we keep no data that identifies you for it. The counts are never shared, sold or used to follow you across other websites.',
      ],
    },
    {
      heading: 'Who we share data with',
      paragraphs: [
        'Service providers who work for us under written contracts and only on our instructions: hosting and data-storage providers, our e-mail delivery provider and, for paid accounts, payment processors.',
        'Telecom operators, DLT platforms and messaging channels (such as WhatsApp) where it is needed to deliver the messages and calls you ask us to send.',
        'Government authorities, regulators and courts when the law requires it. We check that each request is lawful and disclose only what is required.',
        'A buyer or successor, if our business is reorganised or sold, on the condition that they protect your data as this policy describes.',
      ],
    },
    {
      heading: 'How long we keep it',
      // Built from the settings the server enforces (docs/decisions/031-privacy-retention-erasure.md).
      paragraphs: retentionStatements(retention),
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'All traffic to the website and API is encrypted with TLS. Passwords are stored as salted hashes and session tokens only as hashes. Access to personal data inside our company is limited to staff who need it for their work, and is logged.',
        'Forms and logins are rate-limited to slow down automated attacks. If a personal data breach affects you, we will inform you and the Data Protection Board of India as the DPDP Act requires.',
        'Our primary systems are located in India. Where a service provider processes data outside India, we only use countries not restricted by the Government of India under the DPDP Act, and we require the same level of protection by contract.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under the DPDP Act you have the right to get a summary of the personal data we hold about you and how we use it; to have it corrected, completed or updated; to have it erased when it is no longer needed for the purpose it was collected for (unless the law requires us to keep it); to withdraw consent; to have your grievances addressed; and to nominate another person to exercise these rights if you die or become unable to do so.',
        `To use any of these rights, write to ${infoEmail} from the e-mail address you used with us, or call ${salesPhone}. We may ask you to confirm your identity before we act. We answer requests within 30 days: we can send you a copy of everything we hold about you, and erase it.`,
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Our website and services are meant for businesses and are not directed at children. We do not knowingly collect personal data of anyone under 18. If you believe a child has sent us their data, write to us and we will delete it.',
      ],
    },
    {
      heading: 'Grievance Officer',
      paragraphs: [
        `If you have a complaint about how we handle your personal data, contact our Grievance Officer by e-mail at ${infoEmail} with the subject “Grievance Officer”, or by post at our company office: ${india.office.lines.join(', ')}.`,
        'We acknowledge complaints within two working days and aim to resolve them within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will update this page when our practices change and change the date at the top. If a change is significant, we will also e-mail account holders and newsletter subscribers before it takes effect.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: contactParagraphs,
    },
  ],
});

/** With the default periods (titles and headings are the same whatever the settings). */
export const privacyPolicy = privacyPolicyFor(retentionDefaults);

export const terms: LegalDocument = {
  title: 'Terms and Conditions',
  updated: UPDATED,
  intro: [
    `These terms apply to your use of the ${site.name} website (${site.url}), your account, our web panel and our APIs, and to the SMS, Voice, OTP, RCS, WhatsApp, chatbot and bulk e-mail services we provide (together, the “Services”). By creating an account or using the Services you accept these terms on behalf of yourself and the business you represent.`,
    `The Services are provided by ${site.legal.entity} (“${site.name}”), with its company office at ${india.office.lines.join(', ')} and its sales office at ${site.salesOffice.lines.join(', ')}. Sales: ${salesPhone}. E-mail: ${infoEmail}.`,
  ],
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You must give accurate details when you sign up and keep them current, including your business name and billing details. You must be at least 18 and authorised to act for the business you name.',
        'You are responsible for everything done with your account and API keys. Keep your password and keys secret, give each team and system its own key, and tell us at once if you think a key or password has been exposed; revoke the key in the web panel.',
      ],
    },
    {
      heading: 'Free trial and the Developer plan',
      paragraphs: [
        'New accounts receive limited free trial credits for testing. Trial credits have no cash value, cannot be transferred and may expire. We may limit the numbers, Sender IDs or volumes used during a trial to prevent abuse.',
        'Every account is on the free Developer plan, which includes web support and API status notifications. Paid support plans are described below.',
      ],
    },
    {
      heading: 'Compliance with telecom and messaging rules',
      paragraphs: [
        'You are the sender of your messages and calls and you must comply with the laws and rules that apply to them, including the Telecom Commercial Communications Customer Preference Regulations, 2018 issued by TRAI and the directions made under them.',
        'For messages to Indian numbers you must register your business (Entity ID), your Sender IDs (headers) and your message templates on a DLT platform, in the correct category: Transactional, Service Implicit, Service Explicit or Promotional. You must then download your Entity ID, Sender ID and Template ID from your DLT portal and upload them to the web panel. Links and call-back numbers in your messages must be whitelisted on DLT.',
        'You must have the consent your message category requires, respect customers’ Do Not Disturb preferences, send promotional and Service Explicit messages only between 10:00 and 21:00 IST, and honour opt-out requests promptly. For WhatsApp, RCS and e-mail you must also follow the policies of Meta, Google and the mailbox providers, including opt-in and unsubscribe requirements.',
        'We check messages against your registered DLT details and may hold, reject or block messages that do not comply. Operators may also block them. Charges for messages rejected because of your registration or content may still apply.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'You must not use the Services to send or facilitate: unsolicited bulk messages; fraud, phishing or impersonation of another person, brand or authority; content that is unlawful, defamatory, obscene, hateful or that promotes unlawful gambling; malware or links to it; or messages that infringe others’ rights.',
        'You must not generate artificial traffic (such as triggering OTPs to numbers you do not serve), resell the Services without our written agreement, probe or overload our systems, or work around rate limits, DLT checks or other safeguards.',
      ],
    },
    {
      heading: 'Prices, credits and payment',
      paragraphs: [
        'Prices depend on the message type, volume and destination, and are shown in the web panel or in your quotation. SMS is charged per segment. Prices are exclusive of GST and other applicable taxes, which are added to your invoice.',
        'Most Services are prepaid: you buy credits and usage is deducted from your balance. If your balance runs out, sending stops until you add credits. Where we agree to invoice you after use, invoices are payable within 15 days.',
        'We may change prices with 30 days’ notice by e-mail; credits already purchased are used at the prices that applied when you bought them. Charges set by operators, DLT platforms or Meta that change at shorter notice may be passed on from the date they change.',
        'Unused paid credits are refundable on request when you close your account, less payment processing charges, provided they were bought within the previous 12 months. Trial and promotional credits are not refundable.',
      ],
    },
    {
      heading: 'Support plans',
      paragraphs: [
        'Paid support plans (Production, Business and Personalized) are paid per month with no minimum commitment. Each month’s fee is the greater of the plan’s minimum and a percentage of your monthly spend, as shown on the Support Plans page.',
        'Response times on that page are targets for our first response by priority, not resolution times. You can change or cancel a plan at any time; the change takes effect from the next monthly billing period.',
      ],
    },
    {
      heading: 'Service availability',
      paragraphs: [
        'We aim for 99% monthly availability of our platform and APIs, excluding scheduled maintenance announced in advance and events outside our control. Support is available 24/7.',
        'Delivery of each message or call depends on telecom operators, messaging channels and the recipient’s device and network, which we do not control. We do not guarantee that any individual message or call will be delivered, or delivered within a particular time.',
      ],
    },
    {
      heading: 'Your data and our role',
      paragraphs: [
        'You own the content you send and the contact lists you upload. You give us permission to store and process them only to provide the Services, to comply with the law and to keep the Services secure.',
        'For your customers’ personal data, you are the Data Fiduciary and we act as your Data Processor under the Digital Personal Data Protection Act, 2023. You are responsible for having a lawful basis to message each recipient. Our Privacy Policy explains how we handle personal data for which we are the Data Fiduciary.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The website, web panel, APIs, documentation and the ${site.name} name and logo belong to us or our licensors. We grant you a limited, non-exclusive, non-transferable right to use them to access the Services while your account is active. You may use our documentation and code samples to build your own integration.`,
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You may close your account at any time by writing to us. We may suspend or close an account, with notice where the situation allows, if you breach these terms, if required by law, an operator or a regulator, or if your traffic puts the Services or other customers at risk.',
        'On closure, your right to use the Services ends, outstanding charges become payable and unused paid credits are handled as described above. We delete or return your data as our Privacy Policy and the law provide.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Nothing in these terms limits liability that cannot be limited by law. Otherwise, we are not liable for indirect or consequential losses, loss of profit, revenue or goodwill, or losses caused by operators, messaging channels, recipients or your own systems.',
        'Our total liability for all claims in any 12-month period is limited to the fees you paid us for the Services in the 12 months before the event giving rise to the claim.',
        'You will compensate us for losses, fines and reasonable costs arising from claims by third parties or authorities caused by your content, your messaging practices or your breach of these terms.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms to reflect changes in the Services or the law. We will give at least 30 days’ notice of material changes by e-mail and on this page. If you continue to use the Services after a change takes effect, the updated terms apply.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        `These terms are governed by ${site.legal.governingLaw}. The courts at ${site.legal.courts} have exclusive jurisdiction over any dispute arising from these terms or the Services.`,
        'Before going to court, please write to us so that we can try to resolve the matter; most issues are settled quickly this way.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: contactParagraphs,
    },
  ],
};

/** The words around each legal document. */
export const legalPage = {
  updated: 'Last updated:',
  contents: 'Contents',
};
