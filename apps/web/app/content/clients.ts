// Client logos (product §2, Home client strip and /client logo grid). Every company is fictitious.

import { site } from '../config/site';

/** Product §3 "Client logo". */
export interface ClientLogo {
  id: string;
  name: string;
  img: string;
}

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

const logo = (id: string): string => `/images/clients/${id}.svg`;

export const clients: ClientLogo[] = [
  { id: 'kirana-express', name: 'Kirana Express', img: logo('kirana-express') },
  { id: 'meridian-bank', name: 'Meridian Bank', img: logo('meridian-bank') },
  { id: 'saffron-stays', name: 'Saffron Stays', img: logo('saffron-stays') },
  { id: 'nimbus-logistics', name: 'Nimbus Logistics', img: logo('nimbus-logistics') },
  { id: 'aarogya-clinics', name: 'Aarogya Clinics', img: logo('aarogya-clinics') },
  { id: 'vidya-learning', name: 'Vidya Learning', img: logo('vidya-learning') },
  { id: 'pinecrest-insurance', name: 'Pinecrest Insurance', img: logo('pinecrest-insurance') },
  { id: 'urbancart', name: 'UrbanCart', img: logo('urbancart') },
  { id: 'monsoon-foods', name: 'Monsoon Foods', img: logo('monsoon-foods') },
  { id: 'kaveri-finserv', name: 'Kaveri Finserv', img: logo('kaveri-finserv') },
  { id: 'coral-retail', name: 'Coral Retail', img: logo('coral-retail') },
  { id: 'ganga-motors', name: 'Ganga Motors', img: logo('ganga-motors') },
  { id: 'zephyr-travels', name: 'Zephyr Travels', img: logo('zephyr-travels') },
  { id: 'banyan-realty', name: 'Banyan Realty', img: logo('banyan-realty') },
  { id: 'quill-media', name: 'Quill Media', img: logo('quill-media') },
  { id: 'mayur-pay', name: 'Mayur Pay', img: logo('mayur-pay') },
  { id: 'sahyadri-pharma', name: 'Sahyadri Pharma', img: logo('sahyadri-pharma') },
  { id: 'rangoli-fashion', name: 'Rangoli Fashion', img: logo('rangoli-fashion') },
];
