// Client logos (product §2, Home client strip and /client logo grid). Every company is fictitious.

import { site } from '../config/site';
import { logoWall, type Logo as ClientLogo } from './images';

/** Product §3 "Client logo". */
export type { ClientLogo };

export const clientsPage = {
  hero: {
    eyebrow: 'Our Clients',
    title: `Businesses that talk to their customers through ${site.name}`,
    subtitle:
      'Banks, retailers, hospitals, schools and startups send their alerts, OTPs, calls and campaigns with us. Here are some of them.',
  },
  gridTitle: 'Client logos',
  cta: {
    title: `Join ${site.claims.customers} businesses on ${site.name}`,
    text: 'Tell us what you send today. We will show you how it runs on our routes, with your templates and your volumes.',
    label: 'Contact an Expert',
    href: '/contact',
  },
};

export const clients: ClientLogo[] = logoWall('clients', [
  ['kirana-express', 'Kirana Express'],
  ['meridian-bank', 'Meridian Bank'],
  ['saffron-stays', 'Saffron Stays'],
  ['nimbus-logistics', 'Nimbus Logistics'],
  ['aarogya-clinics', 'Aarogya Clinics'],
  ['vidya-learning', 'Vidya Learning'],
  ['pinecrest-insurance', 'Pinecrest Insurance'],
  ['urbancart', 'UrbanCart'],
  ['monsoon-foods', 'Monsoon Foods'],
  ['kaveri-finserv', 'Kaveri Finserv'],
  ['coral-retail', 'Coral Retail'],
  ['ganga-motors', 'Ganga Motors'],
  ['zephyr-travels', 'Zephyr Travels'],
  ['banyan-realty', 'Banyan Realty'],
  ['quill-media', 'Quill Media'],
  ['mayur-pay', 'Mayur Pay'],
  ['sahyadri-pharma', 'Sahyadri Pharma'],
  ['rangoli-fashion', 'Rangoli Fashion'],
]);
