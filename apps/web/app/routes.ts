import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

// Paths match case-insensitively (React Router's default; product §13), so
// /Privacy-Policy and /admin/Login reach the same routes as their other spellings.
export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('login', 'routes/login.tsx'),
    route('services', 'routes/services.tsx'),
    route('services/:slug', 'routes/service.tsx'),
    route('api', 'routes/api-docs.tsx'),
    route('blog', 'routes/blog.tsx', { id: 'blog' }),
    route('new-blog', 'routes/blog.tsx', { id: 'new-blog' }),
    route('blog/:slug', 'routes/blog-post.tsx'),
    route('industry', 'routes/industry.tsx'),
    route('client', 'routes/clients.tsx'),
    route('help-center', 'routes/help-center.tsx'),
    route('SupportPlans', 'routes/support-plans.tsx'),
    route('price', 'routes/price.tsx'),
    route('tools', 'routes/tools.tsx'),
    // Client-only (not in publicPaths): answered with the SPA shell like the admin pages.
    route('developer', 'routes/developer.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('account', 'routes/account.tsx'),
    route('Privacy-policy', 'routes/privacy.tsx'),
    route('Term-Condition', 'routes/terms.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Resource routes: prerendered to files, or rendered by the server from the published content (config/routes.ts renderedPaths).
  route('llms.txt', 'routes/llms-txt.ts'),
  route('docs/:doc', 'routes/docs-markdown.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('feed.xml', 'routes/feed-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('search-index.json', 'routes/search-index-json.ts'),
  // Client-only, outside the site's layout: the lock-only page a covered site redirects its pages to.
  route('site-locked', 'routes/site-locked.tsx'),
  // Client-only admin area (not prerendered; served with the SPA shell): a route module per page.
  ...prefix('admin', [
    route('login', 'routes/admin-login.tsx'),
    route(':code/signup', 'routes/admin-signup.tsx'),
    route('security', 'routes/admin-security.tsx'),
    route('dashboard', 'routes/admin-dashboard.tsx'),
    route('audit', 'routes/admin-audit.tsx'),
    route('integrations', 'routes/admin-integrations.tsx'),
    route('analytics', 'routes/admin-analytics.tsx'),
    route('content', 'routes/admin-content.tsx'),
    route('content/:id', 'routes/admin-content-edit.tsx'),
  ]),
] satisfies RouteConfig;
