// Invisible bot protection on the public forms (docs/decisions/029-bot-protection.md): an ALTCHA
// proof of work, a honeypot field and a minimum fill time. Without zod, so the browser's lazily loaded
// bot-check chunk stays small.

/** Where a form fetches its challenge, when a person first uses it. */
export const BOT_CHALLENGE_PATH = '/api/bot-check/challenge';

/** A challenge is accepted for this long after the server issued it. */
export const BOT_CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** A form sent sooner than this after its challenge was issued was not filled in by a person (the default of BOT_MIN_FILL_MS). */
export const BOT_MIN_FILL_MS = 3000;
/** The proof of work's range (the default of BOT_MAX_NUMBER): a browser solves it in well under the minimum fill time. */
export const BOT_MAX_NUMBER = 50_000;

/** A lead form's content sent again from the same client within this long is held as spam ('repeated'). */
export const BOT_REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What a form adds to its JSON body as `bot`: the solved challenge (base64 JSON) and the honeypot's value. */
export interface BotProof {
  altcha?: string;
  hp?: string;
}

/** Why a submission was taken for a bot's; stored with a suspected-spam lead. */
export const spamReasons = ['honeypot', 'no-proof', 'invalid-proof', 'expired', 'too-fast', 'replayed', 'repeated'] as const;
export type SpamReason = (typeof spamReasons)[number];

export const botMessages = {
  /** A sign-up or subscription that failed the check: plain, and the same whatever failed. */
  refused: 'We could not accept this form. Please wait a moment and try again.',
  /**
   * A lead form sent without a readable proof: only a client that skipped the bot check sends one, and the
   * API document tells it how (docs/decisions/029-bot-protection.md).
   */
  proofRequired: `This form needs the bot check's proof: get a challenge from GET ${BOT_CHALLENGE_PATH}, solve it and send it as bot.altcha.`,
  notSpam: 'The lead is restored and its notification is on its way.',
  alreadyRestored: 'The lead is not marked as spam.',
  leadNotFound: 'No such lead.',
} as const;

/** The lead tables that keep suspected spam. */
export const spamTables = ['contacts', 'demos'] as const;
export type SpamTable = (typeof spamTables)[number];

/** POST (admin): restores a suspected-spam lead and sends its notification. */
export const NOT_SPAM_ROUTE = '/api/admin/leads/:table/:id/not-spam';
export const notSpamPath = (table: SpamTable, id: number) => `/api/admin/leads/${table}/${id}/not-spam`;
