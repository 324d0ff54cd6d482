import type { ContactRecord, ContactRequest } from '@tarang/shared/contact';
import type { PhoneCountry } from '@tarang/shared/phone';
import { requestJson } from '../../lib/api';

/** The form's bot check (docs/decisions/029-bot-protection.md): loaded on first focus, awaited on submit. */
export const loadBotCheck = () => import('../../lib/bot-check');

/** The server checks the number for the country the visitor chose, as the form did (docs/decisions/005). */
export async function sendContactRequest(input: ContactRequest, country: PhoneCountry) {
  return requestJson<ContactRecord>('/api/contact', { body: await (await loadBotCheck()).withBotProof('contact', { ...input, country }) });
}
