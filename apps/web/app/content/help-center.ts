// The Help Center's page words (product §13: "The Help Center search and its suggested questions work:
// they search and open real help answers."). The answers themselves are published from the admin Content
// area and read from the database when the server renders the page (docs/decisions/052-content-pages-from-the-database.md);
// the site search finds them, scoped to help (docs/decisions/035-message-tools-and-search.md).
import type { AnswerLink } from './faq';

export { helpCategories } from '@tarang/shared/content';

export interface HelpArticle {
  /** The answer's slug. */
  id: string;
  question: string;
  /** The answer, rendered from Markdown and sanitised by the server. */
  html: string;
  /** The page of the product the answer describes (docs/decisions/045). */
  link?: AnswerLink;
  keywords: string[];
  category: string;
}

/** The eight suggested questions shown as buttons under the search box. */
export const suggestedQuestionIds: string[] = [
  'start-free-trial',
  'dlt-registration-steps',
  'sms-not-delivered',
  'otp-delivery-time',
  'generate-api-key',
  'whatsapp-24-hour-window',
  'pricing-how-it-works',
  'support-plans',
];

/** The words of the page around the answers. */
export const helpCenterPage = {
  eyebrow: 'Help Center',
  /** product §2 "Help center": the page asks 'How can we help you?' and offers an 'Ask a question' input with a search button. */
  title: 'How can we help you?',
  subtitle: 'Search our answers on accounts, DLT, OTP, voice, WhatsApp, e-mail and the API, or pick a common question.',
  searchLabel: 'Ask a question',
  searchButton: 'Search',
  suggestedTitle: 'Suggested questions',
  resultsTitle: 'Search results',
  /** '{count}' and '{query}' are filled in by the page. */
  resultsOne: '1 answer for “{query}”',
  resultsMany: '{count} answers for “{query}”',
  noResults: 'No answers match “{query}”. Try other words, or ask our team.',
  searching: 'Searching the answers…',
  searchFailed: 'Search could not load. Check your connection and try again.',
  answerTitle: 'Answer',
  browseTitle: 'Browse all answers',
  help: {
    title: 'Still need help?',
    text: 'Our support team is available around the clock. Send us your question and we will get back to you.',
    contact: { label: 'Contact Us', href: '/contact' },
    plans: { label: 'Support Plans', href: '/SupportPlans' },
  },
};
