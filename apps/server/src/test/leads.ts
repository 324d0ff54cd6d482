/**
 * A demo request every rule accepts (product §5 "Book a demo"): the tests that need a lead spread in only
 * what they are about, so the valid one is written once.
 */
export function demoRequest(overrides: Partial<Record<'name' | 'email' | 'contact' | 'businessname' | 'jobfunction' | 'lookingfor' | 'message', string>> = {}) {
  return {
    name: 'Asha Rao',
    email: 'asha@example.com',
    contact: '9876543210',
    businessname: 'Acme Retail Pvt Ltd',
    jobfunction: 'support',
    lookingfor: 'WHATSAPP API',
    message: 'We send 2 lakh order updates a month and want WhatsApp.',
    ...overrides,
  };
}
