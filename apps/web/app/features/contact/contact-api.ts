import type { ContactRecord, ContactRequest } from '@tarang/shared/contact';
import type { PhoneCountry } from '@tarang/shared/phone';
import { requestJson } from '../../lib/api';

/** The server checks the number for the country the visitor chose, as the form did (docs/decisions/005). */
export async function sendContactRequest(input: ContactRequest, country: PhoneCountry) {
  return requestJson<ContactRecord>('/api/contact', { body: await (await import('../../lib/bot-check')).withBotProof('contact', { ...input, country }) });
}
