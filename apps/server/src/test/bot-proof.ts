import { BOT_MAX_NUMBER } from '@tarang/shared/bot-check';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';

/** The BOT_CHECK_KEY that tests running real server processes give them, so they can mint proofs. */
export const TEST_BOT_CHECK_KEY = 'test-bot-check-key-of-at-least-32-characters';

/**
 * A solved bot-check proof as a browser sends it, for a challenge signed with `hmacKey` and issued at
 * `issuedAt`: a test against a server process (no manual clock) issues it a minute back, so it is
 * past the minimum fill time without waiting on the wall clock (docs/decisions/029-bot-protection.md).
 */
export async function mintedProof(issuedAt: Date, hmacKey = TEST_BOT_CHECK_KEY): Promise<{ altcha: string; hp: string }> {
  const challenge = await createChallenge({ hmacKey, maxnumber: BOT_MAX_NUMBER, params: { issued: String(issuedAt.getTime()) } });
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the minted challenge has no solution');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return { altcha: Buffer.from(JSON.stringify(payload)).toString('base64'), hp: '' };
}
