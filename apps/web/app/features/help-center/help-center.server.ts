import type { PublishedEntry } from '@tarang/shared/published-content';
import type { HelpArticle } from '../../content/help-center';

/** A published answer as the Help Center shows it (docs/decisions/052-content-pages-from-the-database.md). */
export function helpArticleOf(answer: PublishedEntry): HelpArticle {
  return {
    id: answer.slug,
    question: answer.title,
    html: answer.html,
    keywords: answer.keywords,
    category: answer.category ?? '',
    ...(answer.link ? { link: answer.link } : {}),
  };
}
