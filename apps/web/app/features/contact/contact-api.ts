import type { ContactRecord, ContactRequest } from '@tarang/shared/contact';
import type { PhoneCountry } from '@tarang/shared/phone';
import { requestJson } from '../../lib/api';
import { withBotProof } from '../../lib/bot-guard';

/** The server checks the number for the country the visitor chose, as the form did (docs/decisions/005). */
export async function sendContactRequest(input: ContactRequest, country: PhoneCountry) {
  return requestJson<ContactRecord>('/api/contact', { body: await withBotProof('contact', { ...input, country }) });
}
