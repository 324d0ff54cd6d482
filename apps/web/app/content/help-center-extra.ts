// Words of the /help-center page (spec 2, Help center) around the answers in help-center.ts.

export const helpCenterPage = {
  eyebrow: 'Help Center',
  /** spec 2: the page asks 'How can we help you?' and offers an 'Ask a question' input with a search button. */
  title: 'How can we help you?',
  subtitle: 'Search our answers on accounts, DLT, OTP, voice, WhatsApp, e-mail and the API, or pick a common question.',
  searchLabel: 'Ask a question',
  searchButton: 'Search',
  suggestedTitle: 'Suggested questions',
  resultsTitle: 'Search results',
  resultsCount: (count: number, query: string) =>
    count === 1 ? `1 answer for “${query}”` : `${count} answers for “${query}”`,
  noResults: (query: string) => `No answers match “${query}”. Try other words, or ask our team.`,
  answerTitle: 'Answer',
  browseTitle: 'Browse all answers',
  help: {
    title: 'Still need help?',
    text: 'Our support team is available around the clock. Send us your question and we will get back to you.',
    contact: { label: 'Contact Us', href: '/contact' },
    plans: { label: 'Support Plans', href: '/SupportPlans' },
  },
};
