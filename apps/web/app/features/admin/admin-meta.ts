import { site } from '../../config/site';

/** Admin pages are private: a plain title and no indexing (they are not in the sitemap either). */
export function adminMeta(title: string) {
  return [{ title: `${title} | ${site.name} Admin` }, { name: 'robots', content: 'noindex, nofollow' }];
}
