// The public pages, prerendered at build time (docs/decisions/004-serving-pages.md).
// The server answers every other path with the Page Not Found page (status 404),
// except the client-only admin routes. Blog articles are added from content/blog/*.md
// by react-router.config.ts. sitemap.xml lists exactly these. Written out in full: a computed entry
// would keep the unused list in the shell every page loads.
export const publicPaths: string[] = [
  '/',
  '/about',
  '/contact',
  '/api',
  '/login',
  '/services',
  '/services/sms',
  '/services/voice',
  '/services/otp-sms',
  '/services/chat-bot',
  '/services/mass-mailing',
  '/services/rcs-sms',
  '/services/whatsapp-api',
  '/blog',
  '/new-blog',
  '/industry',
  '/client',
  '/help-center',
  '/SupportPlans',
  '/price',
  '/tools',
  '/Privacy-policy',
  '/Privacy-Policy',
  '/Term-Condition',
];

/**
 * Public paths that show another page's content (product §2: /new-blog is the blog listing). Their
 * canonical URL is that page, and the sitemap lists only that page, so search engines see one page.
 */
export const duplicatePaths: Record<string, string> = { '/new-blog': '/blog' };

/** Files made at build time by resource routes (AI-readable docs, sitemap, robots, the site search's index). */
export const prerenderedFiles: string[] = ['/llms.txt', '/docs/sms.md', '/docs/voice.md', '/sitemap.xml', '/robots.txt', '/search-index.json'];
