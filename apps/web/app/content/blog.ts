// Copy of the blog listing and article pages (product §2, Blog page). The articles themselves
// are content/blog/*.md; this module holds only the words around them. Plain data: the routes'
// loaders send it to the pages at build time, so it is not part of the JavaScript.

export const blogPage = {
  hero: {
    eyebrow: 'Blog',
    title: 'Guides for teams that message customers at scale',
    subtitle:
      'Practical articles on DLT registration, OTP delivery, WhatsApp templates, RCS, voice campaigns and e-mail deliverability, written by the people who run the routes.',
  },
  trendingTitle: 'Top Trending Blogs',
  /**
   * product §2: the trending grid carries one fixed date label, 'Updated' and the newest article's date
   * at build time. Each card still shows its own article's date (decision 025).
   */
  trendingDatePrefix: 'Updated',
  listTitle: 'All Articles',
  latestTitle: 'Latest Posts',
  trendingPostsTitle: 'Trending Posts',
  readMore: 'Read article',
  minutes: 'min read',
  pagination: { label: 'Blog pages', previous: 'Previous', next: 'Next' },
  /** '{page}' and '{count}' are filled in by the listing. */
  pageStatus: 'Page {page} of {count}',
};

export const blogArticlePage = {
  backToBlog: 'All articles',
  breadcrumb: 'Breadcrumb',
  relatedTitle: 'Keep reading',
  by: 'By',
  cta: {
    title: 'Want help putting this into practice?',
    text: 'Our messaging specialists set up DLT, templates, routes and webhooks with you, and answer within one business day.',
    label: 'Contact an Expert',
    href: '/contact',
  },
};
