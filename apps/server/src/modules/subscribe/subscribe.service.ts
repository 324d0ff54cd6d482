import type { Clock } from '../../clock';
import { createHash, randomBytes } from 'node:crypto';
import { subscribeMessages } from '@tarang/shared/subscribe';
import { BRAND_NAME } from '@tarang/shared/brand';
import type { NewMail } from '../../mail/outbox';
import type { SubscriberRepository } from './subscribe.repository';

interface SubscribeSettings {
  /** PUBLIC_URL: the links in the e-mail point here. */
  publicUrl: string;
  /** Called after the commit, so the worker sends at once instead of at its next poll. */
  mailQueued: () => void;
}

type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'invalid';
type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid';

/** 256 random bits; the database keeps only the SHA-256, so a leaked table holds no usable link. */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Our tokens are 43 base64url characters; anything else is refused without a lookup. */
const looksLikeToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

export const subscribePaths = {
  confirm: '/api/email/confirm',
  unsubscribe: '/api/email/unsubscribe',
} as const;

function subscriberLinks(publicUrl: string, token: string) {
  const q = `?token=${encodeURIComponent(token)}`;
  return { confirm: `${publicUrl}${subscribePaths.confirm}${q}`, unsubscribe: `${publicUrl}${subscribePaths.unsubscribe}${q}` };
}

/** product §13: subscribe "sends a confirmation e-mail with an unsubscribe link". */
function confirmationMail(to: string, links: { confirm: string; unsubscribe: string }): NewMail {
  return {
    kind: 'subscribe-confirm',
    to,
    subject: `Please confirm your ${BRAND_NAME} newsletter subscription`,
    text: [
      'Hello,',
      '',
      `Someone, hopefully you, asked to receive the ${BRAND_NAME} newsletter at this address.`,
      'Please confirm by opening this link:',
      '',
      links.confirm,
      '',
      'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
      '',
      'To stop all e-mail from us, open:',
      links.unsubscribe,
      '',
      `— ${BRAND_NAME}`,
    ].join('\n'),
    // RFC 2369 + RFC 8058: mail clients offer a one-click unsubscribe that POSTs to this URL.
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function createSubscribeService(repo: SubscriberRepository, settings: SubscribeSettings, clock: Clock) {
  const lookup = async (token: string) => (looksLikeToken(token) ? repo.findByTokenHash(hashToken(token)) : undefined);

  return {
    /**
     * Stores the address once (product §13: a repeat is not an error). A new, still pending or
     * unsubscribed address gets a fresh token and a confirmation e-mail, in the same transaction;
     * a confirmed one is left alone.
     */
    async subscribe(email: string): Promise<{ message: string }> {
      const at = clock.now();
      const { token, hash } = newToken();
      const mailed = await repo.inTransaction(async (tx) => {
        let existing = await tx.findByEmail(email);
        if (!existing) {
          if ((await tx.insertPending(email, hash, at)) !== undefined) {
            await tx.queueMail(confirmationMail(email, subscriberLinks(settings.publicUrl, token)), at);
            return true;
          }
          // Another request stored the address a moment ago: treat this one as its repeat.
          existing = await tx.findByEmail(email);
          if (!existing) throw new Error('subscriber vanished during subscribe');
        }
        if (existing.status === 'confirmed') return false;
        // Only the hash is kept, so a lost e-mail cannot be re-sent: a new token replaces the old one.
        await tx.renewPending(existing.id, hash);
        await tx.queueMail(confirmationMail(existing.email, subscriberLinks(settings.publicUrl, token)), at);
        return true;
      });
      if (!mailed) return { message: subscribeMessages.alreadySubscribed };
      settings.mailQueued();
      return { message: subscribeMessages.subscribed };
    },

    async confirm(token: string): Promise<ConfirmOutcome> {
      const subscriber = await lookup(token);
      if (!subscriber) return 'invalid';
      if (subscriber.status === 'confirmed') return 'already-confirmed';
      if (subscriber.status === 'unsubscribed') return 'unsubscribed';
      return (await repo.confirm(subscriber.id, clock.now())) ? 'confirmed' : 'already-confirmed';
    },

    /** What the unsubscribe link shows before the visitor presses the button. */
    async unsubscribeStatus(token: string): Promise<'subscribed' | 'already-unsubscribed' | 'invalid'> {
      const subscriber = await lookup(token);
      if (!subscriber) return 'invalid';
      return subscriber.status === 'unsubscribed' ? 'already-unsubscribed' : 'subscribed';
    },

    async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
      const subscriber = await lookup(token);
      if (!subscriber) return 'invalid';
      return (await repo.unsubscribe(subscriber.id, clock.now())) ? 'unsubscribed' : 'already-unsubscribed';
    },
  };
}

export type SubscribeService = ReturnType<typeof createSubscribeService>;
