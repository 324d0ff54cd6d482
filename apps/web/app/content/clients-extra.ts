// Words around the /client logo grid (spec 2, Our Clients) that content/clients.ts does not hold.
import { site } from '../config/site';

export const clientsExtra = {
  gridTitle: 'Client logos',
  cta: {
    title: `Join ${site.claims.customers} businesses on ${site.name}`,
    text: 'Tell us what you send today. We will show you how it runs on our routes, with your templates and your volumes.',
    label: 'Contact an Expert',
    href: '/contact',
  },
};
