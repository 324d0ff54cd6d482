// Words of Try it on /api (docs/product.md §15, docs/decisions/034-test-mode.md). Pure data.
export const tryItWords = {
  intro: 'Send this request to test mode with your test key: the same checks and answers as the live API, and nothing is sent.',
  signIn: 'Log in to try it',
  signInText: 'Try it uses your test key and test templates from the Developer page.',
  noKey: 'Paste your test key, or create one on the Developer page.',
  developerLink: 'Developer page',
  request: 'The request as it will be sent',
  send: 'Send request',
  answer: 'Answer from test mode',
  samples: 'Code samples with your values',
  failed: 'The request could not be sent. Check your connection and try again.',
  status: (code: number) => `HTTP ${code}`,
} as const;
