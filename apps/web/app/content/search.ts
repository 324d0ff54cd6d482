// The site search dialog's words (docs/product.md §15). Loaded with the dialog, not with the page.
export const searchCopy = {
  title: 'Search the site',
  inputLabel: 'Search every page, the API docs, help, blog, services and tools',
  placeholder: 'e.g. DLT template, OTP, sender ID',
  hint: 'Use the arrow keys to choose a result and Enter to open it.',
  loading: 'Loading search…',
  failed: 'Search could not load. Check your connection and try again.',
  count: (n: number, query: string) => (n === 0 ? `No results for “${query}”.` : `${n} ${n === 1 ? 'result' : 'results'} for “${query}”.`),
} as const;
