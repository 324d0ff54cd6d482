import { subscribeToasts } from '@tarang/shared/subscribe';
import { HOSTED_API_BASE, requestJson } from '../../lib/api';

export { subscribeToasts };

/** product §7, §11: the subscribe call goes to the hosted backend (same origin unless the build says otherwise). */
export const sendSubscribe = (email: string) =>
  requestJson<{ message?: string }>(`${HOSTED_API_BASE}/api/email/send-subscribe`, { body: { email } });
