// Words of the Request Demo modal around its form (product §2 "Modals"). Every page carries these
// with the Book Demo button; the form's own words are in demo-form-copy.ts and load with the form.
export const demoCopy = {
  title: 'Request Demo',
  intro: 'Tell us a little about your business. A product specialist will call you to set up a live walkthrough.',
  bookDemo: 'Book Demo',
} as const;
