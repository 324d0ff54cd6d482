import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@tarang/shared/admin-security';
import { BRAND_NAME } from '@tarang/shared/brand';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// Two-factor sign-in (docs/decisions/027-admin-security.md): RFC 6238 with the parameters every
// authenticator app supports (SHA-1, 6 digits, 30 s), one step of drift either way.
const PERIOD_S = 30;
const DRIFT_STEPS = 1;

function totp(secret: string, label: string): TOTP {
  return new TOTP({ issuer: BRAND_NAME, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI and its QR code as SVG, drawn here so no third-party origin sees the secret. */
export async function enrolmentOf(secret: string, email: string): Promise<{ secret: string; otpauthUri: string; qrSvg: string }> {
  const otpauthUri = totp(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrSvg };
}

/** The 6 digits of a typed code (spaces allowed), or undefined when it is not one. */
export function totpDigits(code: string): string | undefined {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The time step the code belongs to, within the allowed drift and strictly after `lastStep` (a code
 * is never accepted twice), or undefined.
 */
export function matchingStep(secret: string, digits: string, now: Date, lastStep: number | null): number | undefined {
  const t = totp(secret, '');
  const current = Math.floor(now.getTime() / 1000 / PERIOD_S);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (t.generate({ timestamp: step * PERIOD_S * 1000 }) === digits) return step;
  }
  return undefined;
}

/** The code an authenticator shows at `at` (tests and e2e fixtures compute codes the same way). */
export function totpCode(secret: string, at: Date): string {
  return totp(secret, '').generate({ timestamp: at.getTime() });
}

// Recovery codes: 10 letters/digits (about 50 bits) without look-alikes (0/o, 1/l/i), as xxxxx-xxxxx.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const c = one();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}

/** The normalised form of a typed recovery code (case and surrounding spaces ignored), or undefined. */
export function recoveryCodeOf(code: string): string | undefined {
  const c = code.trim().toLowerCase();
  return /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(c) ? c : undefined;
}

export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
