import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The bot check's shared state (docs/decisions/029-bot-protection.md): the HMAC key and the proofs already used. */
export function createBotCheckRepository(db: Kysely<Database>) {
  return {
    /**
     * The key every instance signs with: stored once, by whichever instance asks first; the others keep
     * theirs out and read the one stored.
     */
    async hmacKey(offered: string, at: string): Promise<string> {
      await db
        .insertInto('bot_check_key')
        .values({ id: 1, hmac_key: offered, created_at: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await db.selectFrom('bot_check_key').select('hmac_key').where('id', '=', 1).executeTakeFirstOrThrow();
      return row.hmac_key;
    },

    /**
     * Marks a proof's signature used until its challenge expires, after forgetting the expired ones:
     * false when it was used already (a replay). The unique signature makes it one atomic write.
     */
    async useSignature(signature: string, expiresAt: string, now: string): Promise<boolean> {
      await db.deleteFrom('bot_check_used').where('expires_at', '<', now).execute();
      const kept = await db
        .insertInto('bot_check_used')
        .values({ signature, expires_at: expiresAt, used_at: now })
        .onConflict((oc) => oc.column('signature').doNothing())
        .executeTakeFirst();
      return Number(kept.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Notes a submission's fingerprint until it expires, after forgetting the expired ones: false when the
     * same fingerprint is already noted (content sent again). One atomic write, like useSignature.
     */
    async noteContent(fingerprint: string, expiresAt: string, now: string): Promise<boolean> {
      await db.deleteFrom('bot_check_seen').where('expires_at', '<', now).execute();
      const kept = await db
        .insertInto('bot_check_seen')
        .values({ fingerprint, expires_at: expiresAt })
        .onConflict((oc) => oc.column('fingerprint').doNothing())
        .executeTakeFirst();
      return Number(kept.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
