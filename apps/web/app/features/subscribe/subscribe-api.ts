import { subscribeToasts } from '@tarang/shared/subscribe';
import { HOSTED_API_BASE, requestJson } from '../../lib/api';

export { subscribeToasts };

// This module loads on the subscribe box's first focus: so does its bot check (docs/decisions/029-bot-protection.md).
const loadBotCheck = () => import('../../lib/bot-check');
void loadBotCheck().then((m) => m.startBotCheck('subscribe'));

/** product §7, §11: the subscribe call goes to the hosted backend (same origin unless the build says otherwise). */
export const sendSubscribe = async (email: string, consent: { version: string; page: string }) =>
  requestJson<{ message?: string }>(`${HOSTED_API_BASE}/api/email/send-subscribe`, { body: await (await loadBotCheck()).withBotProof('subscribe', { email, consent }) });
