// Words around the legal documents of content/legal.ts.
export const legalPage = {
  updated: 'Last updated:',
  contents: 'Contents',
};
