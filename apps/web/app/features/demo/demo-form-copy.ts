// Labels of the Request Demo form (product §5 "Demo form"), loaded with the form when the modal first
// opens. The messages, toasts, hints and choices are the spec's, from @tarang/shared/demo; the phone
// field's example follows the chosen country (@tarang/shared/phone-examples).
export const demoFormCopy = {
  submit: 'Submit',
  // What the form collects and why, beside its button (docs/decisions/031-privacy-retention-erasure.md).
  notice: 'We use these details only to arrange and follow up your demo.',
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
