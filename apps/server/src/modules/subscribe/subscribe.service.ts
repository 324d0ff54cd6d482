import type { Clock } from '../../clock';
import { createHash, randomBytes } from 'node:crypto';
import type { Consent } from '@tarang/shared/privacy';
import { subscribeMessages } from '@tarang/shared/subscribe';
import { BRAND_NAME } from '@tarang/shared/brand';
import { action, composeMail, paragraph, plainLink, signOff } from '../../mail/compose';
import type { NewMail } from '../../mail/outbox';
import type { AttributionColumns } from '../leads/attribution';
import type { Subscriber, SubscriberRepository } from './subscribe.repository';

interface SubscribeSettings {
  /** PUBLIC_URL: the links in the e-mail point here. */
  publicUrl: string;
  /** Called after the commit, so the worker sends at once instead of at its next poll. */
  mailQueued: () => void;
  /** Called after a confirmation commits its webhook event (docs/decisions/033-webhooks.md). */
  webhookQueued?: () => void;
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
    ...composeMail({
      title: 'Confirm your newsletter subscription',
      preview: `One step left: confirm that you want the ${BRAND_NAME} newsletter.`,
      reason: `You get this e-mail because this address was entered in the newsletter box of the ${BRAND_NAME} website.`,
      blocks: [
        paragraph('Hello,'),
        paragraph(`Someone, hopefully you, asked to receive the ${BRAND_NAME} newsletter at this address.`, 'To confirm, open this link and press Confirm:'),
        action('Confirm my subscription', links.confirm),
        paragraph('If you did not ask for this, ignore this e-mail: you will not be subscribed.'),
        paragraph('To stop all e-mail from us, open:'),
        plainLink(links.unsubscribe),
        signOff(),
      ],
    }),
    // RFC 2369 + RFC 8058: mail clients offer a one-click unsubscribe that POSTs to this URL.
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * docs/decisions/030-newsletter-and-signup-privacy.md: how often one address can be sent a confirmation
 * e-mail, whoever asks. An unsubscribed owner said no, so a stranger can bother them far less often.
 */
const CONFIRMATION_INTERVAL_MS = {
  pending: 24 * 60 * 60 * 1000,
  unsubscribed: 7 * 24 * 60 * 60 * 1000,
} as const;

export function createSubscribeService(repo: SubscriberRepository, settings: SubscribeSettings, clock: Clock) {
  const lookup = async (token: string) => (looksLikeToken(token) ? repo.findByTokenHash(hashToken(token)) : undefined);

  return {
    /**
     * Stores the address once (product §13: a repeat is not an error) and answers the same whatever the
     * address's state, so the form cannot tell who is on the list (decision 030). A new address, a
     * pending one not mailed for a day, or an unsubscribed one not mailed for a week gets a confirmation
     * e-mail with a fresh token, in the same transaction; nothing else changes until the link is used.
     */
    async subscribe(email: string, consent?: Consent, attribution?: AttributionColumns): Promise<{ message: string }> {
      const at = clock.now();
      // An erased address stays off the list (decision 031): nothing is stored, the answer is the same.
      if (await repo.suppressed(email)) return { message: subscribeMessages.subscribed };
      const { token, hash } = newToken();
      const mail = (to: string) => confirmationMail(to, subscriberLinks(settings.publicUrl, token));
      const mailed = await repo.inTransaction(async (tx) => {
        let existing = await tx.findByEmail(email);
        if (!existing) {
          const id = await tx.insertPending(email, hash, at, consent, attribution);
          if (id !== undefined) {
            if ((await tx.queueMail(mail(email), at)) === undefined) return false;
            await tx.confirmationSent(id, hash, at, consent);
            return true;
          }
          // Another request stored the address a moment ago: treat this one as its repeat.
          existing = await tx.findByEmail(email);
          if (!existing) throw new Error('subscriber vanished during subscribe');
        }
        if (existing.status === 'confirmed') return false;
        const last = existing.confirmationSentAt?.getTime();
        if (last !== undefined && at.getTime() - last < CONFIRMATION_INTERVAL_MS[existing.status]) return false;
        // Only the hash is kept, so a lost e-mail cannot be re-sent: a new token replaces the old one,
        // and only once its e-mail is queued, so the old link keeps working when the outbox holds it back.
        if ((await tx.queueMail(mail(existing.email), at)) === undefined) return false;
        await tx.confirmationSent(existing.id, hash, at, consent);
        return true;
      });
      if (mailed) settings.mailQueued();
      return { message: subscribeMessages.subscribed };
    },

    /** What the confirmation link shows before the visitor presses the button. */
    async confirmStatus(token: string): Promise<'ask' | 'already-confirmed' | 'unsubscribed' | 'invalid'> {
      const subscriber = await lookup(token);
      if (!subscriber) return 'invalid';
      if (subscriber.status === 'confirmed') return 'already-confirmed';
      if (subscriber.status === 'unsubscribed' && !sentAfterUnsubscribe(subscriber)) return 'unsubscribed';
      return 'ask';
    },

    async confirm(token: string): Promise<ConfirmOutcome> {
      const subscriber = await lookup(token);
      if (!subscriber) return 'invalid';
      if (subscriber.status === 'confirmed') return 'already-confirmed';
      if (await repo.confirm(subscriber.id, clock.now())) {
        settings.webhookQueued?.();
        return 'confirmed';
      }
      return subscriber.status === 'unsubscribed' ? 'unsubscribed' : 'already-confirmed';
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

/** A link mailed after the owner unsubscribed is their new request; an older one no longer subscribes. */
const sentAfterUnsubscribe = (s: Subscriber) =>
  s.confirmationSentAt !== null && s.unsubscribedAt !== null && s.confirmationSentAt.getTime() > s.unsubscribedAt.getTime();

export type SubscribeService = ReturnType<typeof createSubscribeService>;
