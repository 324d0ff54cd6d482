// The links and labels of the site shell (product §2 "Persistent pieces"). Data, not JSX:
// the header, mobile menu and footer map over these.
import { site } from '../../config/site';

export interface NavLinkItem {
  label: string;
  to: string;
}

export const shellLabels = {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  services: 'Services',
  resources: 'Resources',
  support: 'Support',
  login: 'Login',
  logout: 'Logout',
  // docs/product.md §15: the signed-in visitor's Developer console, the account menu's first entry
  // (docs/decisions/048-developer-console.md); a plain link so no page code loads early.
  developer: 'Developer console',
  developerPath: '/developer',
  // The visitor's account page, a later entry of the account menu (docs/decisions/047-visitor-account-page.md).
  account: 'Account',
  accountPath: '/account',
  contactSales: 'Contact Sales',
  bookDemo: 'Book Demo',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  search: 'Search the site',
  menuTitle: 'Menu',
  countryPickerTitle: 'Choose your country',
  salesPrefix: 'Sales',
  chatApp: 'Chat with us on WhatsApp',
  backToTop: 'Back to top',
  accountTitle: (name: string) => `Logged in as ${name}`,
} as const;

/**
 * product §2: the Services entry of the main bar lists the seven service pages, each at
 * /services/{slug}, by slug and name. The same names and links as content/services.ts serviceNav,
 * repeated here because importing that module brings every service page's copy into every page's
 * first JavaScript (about 10 KB gzip); nav.test.ts keeps the two equal.
 */
const serviceNames = { sms: 'SMS', voice: 'Voice', 'otp-sms': 'OTP SMS', 'chat-bot': 'Chatbot', 'mass-mailing': 'Mass Mailing', 'rcs-sms': 'RCS SMS', 'whatsapp-api': 'WhatsApp API' };
export const serviceLinks: NavLinkItem[] = Object.entries(serviceNames).map(([slug, label]) => ({ label, to: `/services/${slug}` }));

/** product §2: Resources dropdown (Blog, Guide, Industry); product §13: Guide opens the API docs' Get Started guide. */
export const resourceLinks: NavLinkItem[] = [
  { label: 'Blog', to: '/blog' },
  { label: 'Guide', to: '/api' },
  { label: 'Industry', to: '/industry' },
];

// The header's and the footer's links to these pages, written once.
const aboutLink: NavLinkItem = { label: 'About Us', to: '/about' };
const contactLink: NavLinkItem = { label: 'Contact Us', to: '/contact' };

/** Main bar links between Services and Resources, in the spec's order. */
export const mainLinks: NavLinkItem[] = [aboutLink, contactLink, { label: 'API', to: '/api' }];

/** product §2: the mobile menu has the same links plus an API Documentation entry. */
export const apiDocumentationLink: NavLinkItem = { label: 'API Documentation', to: '/api' };

/** product §2 Support menu: Help Center, Talk to Support (phone, built from the country), Support Plans. */
export const supportLinks = {
  helpCenter: { label: 'Help Center', to: '/help-center' },
  talkToSupport: 'Talk to Support',
  supportPlans: { label: 'Support Plans', to: '/SupportPlans' },
} as const;

export const footerContent = {
  description: `${site.name} is a cloud communications platform for businesses of every size: bulk SMS, voice, OTP, RCS, WhatsApp Business messaging, chatbots and bulk e-mail through one dashboard and one HTTP API, backed by ${site.claims.support} support.`,
  headings: {
    contact: 'Contact Us',
    quickLinks: 'Quick Links',
    services: 'Our Services',
    resources: 'Resources',
    legal: 'Legal',
    social: 'Follow Us',
  },
  contactLabels: { sales: 'Sales', support: 'Support', email: 'E-mail' },
  quickLinks: [
    { label: 'Home', to: '/' },
    aboutLink,
    { label: 'Services', to: '/services' },
    contactLink,
    { label: 'Our Clients', to: '/client' },
    { label: 'Pricing', to: '/price' },
    { label: 'Login', to: '/login' },
  ],
  /** The Resources menu's links, then the rest of the documentation and support pages. */
  resources: [...resourceLinks, apiDocumentationLink, supportLinks.helpCenter, supportLinks.supportPlans, { label: 'Message Tools', to: '/tools' }],
  legal: [
    { label: 'Privacy Policy', to: '/Privacy-policy' },
    { label: 'Terms & Conditions', to: '/Term-Condition' },
  ] satisfies NavLinkItem[],
  copyright: (year: number) => `© ${year} ${site.name}. All rights reserved.`,
} as const;
