// The public pages (docs/decisions/004-serving-pages.md): prerendered at build time, except the pages the
// server renders from the database (renderedPaths). The server answers every other path with the Page
// Not Found page (status 404), except the client-only routes. sitemap.xml lists these and every published
// blog article. Written out in full: a computed entry would keep the unused list in the shell every page loads.
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

/**
 * Public pages whose content lives in the database, rendered by the server and kept until the content changes
 * (docs/decisions/052-content-pages-from-the-database.md), with the files that list that content.
 */
export const renderedPaths: string[] = ['/blog', '/new-blog', '/help-center', '/llms.txt', '/sitemap.xml', '/search-index.json', '/feed.xml'];

/** Files made at build time by resource routes (the API's Markdown docs, robots). */
export const prerenderedFiles: string[] = ['/docs/sms.md', '/docs/voice.md', '/robots.txt'];
