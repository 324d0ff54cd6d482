import type { DemoRequest } from '@tarang/shared/demo';
import type { PhoneCountry } from '@tarang/shared/phone';
import { requestJson } from '../../lib/api';

/** The server checks the number for the country the visitor chose, as the form did (docs/decisions/005). */
export const sendDemoRequest = async (input: DemoRequest, country: PhoneCountry) =>
  requestJson<{ message?: string }>('/api/demo', { body: await (await import('../../lib/bot-check')).withBotProof('demo', { ...input, country }) });
