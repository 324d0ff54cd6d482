// Labels of the Request Demo modal (product §2 "Modals", §5 "Demo form"). The messages,
// toasts and choices are the spec's, from @tarang/shared/demo.
export const demoCopy = {
  title: 'Request Demo',
  intro: 'Tell us a little about your business. A product specialist will call you to set up a live walkthrough.',
  bookDemo: 'Book Demo',
  submit: 'Submit',
  labels: {
    name: 'Full Name',
    email: 'Email',
    contact: 'Contact',
    businessname: 'Business Name',
    jobfunction: 'Job Function',
    lookingfor: 'Looking For',
    message: 'Message',
  },
  placeholders: {
    name: 'Your full name',
    email: 'you@company.com',
    businessname: 'Your company',
    jobfunction: 'Select your job function',
    lookingfor: 'Select a service',
    message: 'What would you like to see in the demo?',
  },
} as const;
