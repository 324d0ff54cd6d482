// Words of the /help-center page (spec 2, Help center) around the answers in help-center.ts.
// Plain data: the route's loader sends it to the page at build time, so it is not part of the JavaScript.

export const helpCenterPage = {
  eyebrow: 'Help Center',
  /** spec 2: the page asks 'How can we help you?' and offers an 'Ask a question' input with a search button. */
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
  answerTitle: 'Answer',
  browseTitle: 'Browse all answers',
  help: {
    title: 'Still need help?',
    text: 'Our support team is available around the clock. Send us your question and we will get back to you.',
    contact: { label: 'Contact Us', href: '/contact' },
    plans: { label: 'Support Plans', href: '/SupportPlans' },
  },
};
