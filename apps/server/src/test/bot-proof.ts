import { createHash, randomInt } from 'node:crypto';
import { BOT_MAX_NUMBER } from '@tarang/shared/bot-check';
import { createChallenge } from 'altcha-lib/v1';

/** The BOT_CHECK_KEY that tests running real server processes give them, so they can mint proofs. */
export const TEST_BOT_CHECK_KEY = 'test-bot-check-key-of-at-least-32-characters';

/**
 * A solved bot-check proof as a browser sends it, for a challenge signed with `hmacKey` and issued at
 * `issuedAt`: a test against a server process (no manual clock) issues it a minute back, so it is
 * past the minimum fill time without waiting on the wall clock (docs/decisions/029-bot-protection.md).
 * The test picks the challenge's secret number itself, so it knows the solution without the search a
 * browser does; the server checks the proof exactly as it checks a browser's.
 */
export async function mintedProof(issuedAt: Date, hmacKey = TEST_BOT_CHECK_KEY): Promise<{ altcha: string; hp: string }> {
  const number = randomInt(BOT_MAX_NUMBER);
  const challenge = await createChallenge({ hmacKey, maxnumber: BOT_MAX_NUMBER, number, params: { issued: String(issuedAt.getTime()) } });
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
  return { altcha: Buffer.from(JSON.stringify(payload)).toString('base64'), hp: '' };
}

/** Node's names for the hashes a challenge may name. */
const HASHES: Record<string, string> = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-512': 'sha512' };

/**
 * Finds a challenge's number by the same search a browser does (every number from 0 to maxnumber until
 * hash(salt + number) is the challenge), with Node's synchronous hash: altcha-lib's solver awaits
 * WebCrypto once per number, about ten times slower, which a test pays in full on a busy host.
 */
export function solveProof(challenge: { algorithm: string; challenge: string; maxnumber: number; salt: string }): number | undefined {
  const hash = HASHES[challenge.algorithm];
  if (!hash) throw new Error(`unknown challenge algorithm ${challenge.algorithm}`);
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (createHash(hash).update(challenge.salt + n).digest('hex') === challenge.challenge) return n;
  }
  return undefined;
}
