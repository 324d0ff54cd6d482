import type { ContactRecord, ContactRequest } from '@tarang/shared/contact';
import { requestJson } from '../../lib/api';

export function sendContactRequest(input: ContactRequest) {
  return requestJson<ContactRecord>('/api/contact', { body: input });
}
