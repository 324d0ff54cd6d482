// Testimonials carousel (product §2, Home section 9 and About page). All people and companies are fictitious.

import { site } from '../config/site';

/** Product §3 "Testimonial": name, comment, date, img, rating (number of stars), plus role and company. */
export interface Testimonial {
  name: string;
  role: string;
  company: string;
  comment: string;
  /** ISO date, 'YYYY-MM-DD'. */
  date: string;
  img: string;
  /** Number of stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Priya Raghavan',
    role: 'Head of CRM',
    company: 'Kirana Express',
    comment:
      `We moved order and delivery alerts to ${site.shortName} before the festive sale. Delivery reports now come back in seconds, and our support team stopped getting “where is my order” calls for parcels that were already out for delivery.`,
    date: '2025-10-14',
    img: '/images/avatars/priya-raghavan.svg',
    rating: 5,
  },
  {
    name: 'Arjun Malhotra',
    role: 'CTO',
    company: 'Kaveri Finserv',
    comment:
      `Login OTPs were our biggest drop-off point. On ${site.shortName}’s priority route most codes land in a few seconds, and the verification-rate chart shows us which operator is slow before customers notice.`,
    date: '2025-09-02',
    img: '/images/avatars/arjun-malhotra.svg',
    rating: 5,
  },
  {
    name: 'Sarah Whitfield',
    role: 'Operations Director',
    company: 'Zephyr Travels',
    comment:
      'We send gate changes and check-in links to travellers in India and the UK. RCS cards with SMS fallback mean every passenger gets the message, and the rich ones get far more taps.',
    date: '2025-08-21',
    img: '/images/avatars/sarah-whitfield.svg',
    rating: 4,
  },
  {
    name: 'Meera Iyer',
    role: 'Patient Experience Lead',
    company: 'Aarogya Clinics',
    comment:
      'Tamil and Telugu appointment reminders, a day before and an hour before, cut our no-shows noticeably in the first quarter. Their team helped us register the templates on DLT in under a week.',
    date: '2025-07-09',
    img: '/images/avatars/meera-iyer.svg',
    rating: 5,
  },
  {
    name: 'David Okafor',
    role: 'Engineering Manager',
    company: 'Nimbus Logistics',
    comment:
      'Masked click-to-call between riders and customers took two days to integrate. Every call is logged against the shipment ID, which settles delivery disputes quickly.',
    date: '2025-06-18',
    img: '/images/avatars/david-okafor.svg',
    rating: 4,
  },
  {
    name: 'Aisha Qureshi',
    role: 'Marketing Lead',
    company: 'Rangoli Fashion',
    comment:
      `Our WhatsApp catalog messages brought back customers we had lost on e-mail. ${site.shortName} got our marketing templates approved on the first attempt and showed us how to stay inside the 24-hour window.`,
    date: '2025-05-27',
    img: '/images/avatars/aisha-qureshi.svg',
    rating: 5,
  },
  {
    name: 'Lucas Fernandes',
    role: 'Guest Relations Manager',
    company: 'Saffron Stays',
    comment:
      'Booking confirmations, check-in instructions and a chatbot for late-night questions all run on one account. When we did need a person, support answered at two in the morning.',
    date: '2025-04-11',
    img: '/images/avatars/lucas-fernandes.svg',
    rating: 5,
  },
  {
    name: 'Emily Tan',
    role: 'Growth Manager',
    company: 'Quill Media',
    comment:
      'After we set up SPF, DKIM and DMARC with their checklist, our newsletter moved out of the promotions-and-spam limbo. Bounce handling is automatic, so our list stays clean.',
    date: '2025-03-04',
    img: '/images/avatars/emily-tan.svg',
    rating: 4,
  },
];
