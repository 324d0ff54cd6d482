// Words around the /api documentation browser (spec 2, API documentation page). The docs
// themselves are content/api-docs.ts.

export const apiDocsPage = {
  eyebrow: 'Developers',
  title: 'API Documentation',
  intro:
    'One HTTP API for every channel. Start with the guide, or pick a service to see its request format, parameters, code samples and responses.',
  markdownLinks: { label: 'Markdown for AI tools:', sms: 'SMS', voice: 'VOICE', llms: 'llms.txt' },
  menuLabel: 'API services',
  menuToggle: 'API menu',
  guideEntry: 'Get Started',
  guideEyebrow: 'Guide',
  tocTitle: 'Table of Content',
  tocToggle: 'Table of Content',
  request: 'Request',
  parameters: 'Parameters',
  codeSamples: 'Code samples',
  sampleResponse: 'Sample response',
  errors: 'Errors',
  table: { name: 'Name', required: 'Required', type: 'Type', description: 'Description', example: 'Example', yes: 'Yes', no: 'No' },
  errorTable: { code: 'Code', meaning: 'Meaning' },
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  comingSoonBadge: 'Coming soon',
  plannedTitle: 'Planned endpoints',
  contactHref: '/contact',
};
