import { LOGIN_FAILURES_BEFORE_DELAY } from '@tarang/shared/admin-security';
import { clientOf } from '../../client-address';
import type { LoginStep } from '../../db/database';
import type { ThrottleKey } from './admin-security.repository';
import { hashSecret } from './totp';

// Admin sign-in throttling per account, step and client (docs/decisions/027-admin-security.md): a client's
// failures make only that client wait, so someone guessing elsewhere can never keep the owner out.

const WAIT_FIRST_MS = 1000;
const WAIT_MAX_MS = 15 * 60 * 1000;
/** A client's failures are forgotten a day after its last one (and the retention job deletes the row). */
export const THROTTLE_KEEP_MS = 24 * 60 * 60 * 1000;

/** How long a client waits after `failures` failed tries: none up to the threshold, then 1 s doubling to 15 min. */
export function waitAfter(failures: number): number {
  if (failures < LOGIN_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(WAIT_MAX_MS, WAIT_FIRST_MS * 2 ** Math.min(failures - LOGIN_FAILURES_BEFORE_DELAY, 20));
}

/** An address as the throttle (and erasure) finds it: the SHA-256 of its lower-cased form, known account or not. */
export const emailKey = (email: string) => hashSecret(email.trim().toLowerCase());

/** The throttle row a try counts on; the address and the client are stored only as hashes. */
export function throttleKey(email: string, step: LoginStep, ip: string | null | undefined): ThrottleKey {
  return { emailHash: emailKey(email), step, clientHash: hashSecret(clientOf(ip)) };
}
