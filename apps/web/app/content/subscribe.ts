// The 'Get in Touch' e-mail subscribe box (product §2, Home section 11 and About). Its own small
// module: the box is in the first JavaScript of the pages that show it, so it must not pull in
// a page's whole content to read these few words.

export const subscribeBox = {
  title: 'Get in Touch',
  text: 'Get one e-mail a month with product updates, DLT and WhatsApp policy changes, and practical messaging tips. No spam, and you can unsubscribe at any time.',
  emailLabel: 'E-mail address',
  placeholder: 'Enter your e-mail address',
  buttonLabel: 'Subscribe',
  image: '/images/home/get-in-touch.svg',
} as const;
