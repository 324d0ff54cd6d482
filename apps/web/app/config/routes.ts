// The public pages, prerendered at build time (docs/decisions/004-serving-pages.md).
// The server answers every other path with the Page Not Found page (status 404),
// except the client-only admin routes. Blog articles are added from content/blog/*.md
// by react-router.config.ts. sitemap.xml lists exactly these.
const serviceSlugs = ['sms', 'voice', 'otp-sms', 'chat-bot', 'mass-mailing', 'rcs-sms', 'whatsapp-api'] as const;

export const publicPaths: string[] = [
  '/',
  '/about',
  '/contact',
  '/api',
  '/login',
  ...serviceSlugs.map((s) => `/services/${s}`),
  '/blog',
  '/new-blog',
  '/industry',
  '/client',
  '/help-center',
  '/SupportPlans',
  '/price',
  '/Privacy-policy',
  '/Privacy-Policy',
  '/Term-Condition',
];

/** Files made at build time by resource routes (AI-readable docs, sitemap, robots). */
export const prerenderedFiles: string[] = ['/llms.txt', '/docs/sms.md', '/docs/voice.md', '/sitemap.xml', '/robots.txt'];
