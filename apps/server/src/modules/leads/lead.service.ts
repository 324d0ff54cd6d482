import type { SpamReason } from '@tarang/shared/bot-check';
import type { Clock } from '../../clock';
import { fieldLines } from '../../mail/format';
import type { LeadMailSettings, MailKind, NewMail } from '../../mail/outbox';
import type { AttributionColumns } from './attribution';
import type { LeadRepository, StoredLead } from './lead.repository';

/** What both lead forms do with a valid submission (product §12: every lead e-mails the sales inbox). */
export function createLeadService<I>(repo: LeadRepository<I>, notification: (record: StoredLead<I>) => NewMail, mail: LeadMailSettings, clock: Clock) {
  return {
    /**
     * Stores the lead, its notification and its 'lead.created' webhook event in one transaction
     * (docs/decisions/007-mail-outbox.md, 033-webhooks.md): the answer is sent only after all committed,
     * and a mail or CRM failure later cannot lose the lead.
     */
    async submit(input: I, spamReason?: SpamReason, attribution?: AttributionColumns): Promise<StoredLead<I>> {
      const at = clock.now();
      // Suspected spam is kept but never mailed nor sent to a CRM (docs/decisions/029-bot-protection.md); the answer is the same.
      if (spamReason) return repo.insert(input, at, spamReason, attribution);
      const record = await repo.inTransaction(async (tx) => {
        const stored = await tx.insert(input, at, undefined, attribution);
        await tx.queueMail(notification(stored), at);
        await tx.queueWebhook('lead.created', stored.id, at);
        return stored;
      });
      mail.mailQueued();
      return record;
    },

    /**
     * "Not spam": clears the flag and queues the notification the lead would have sent, in one
     * transaction. 'not-spam' when it was not flagged (nothing is sent twice); undefined when there is no such lead.
     */
    async restore(id: number): Promise<StoredLead<I> | 'not-spam' | undefined> {
      const at = clock.now();
      const outcome = await repo.inTransaction(async (tx) => {
        const restored = await tx.restore(id);
        if (typeof restored === 'object') {
          await tx.queueMail(notification(restored), at);
          // A restored lead reaches the CRM now, as if it had just arrived (decision 029, decision 033).
          await tx.queueWebhook('lead.created', restored.id, at);
        }
        return restored;
      });
      if (typeof outcome === 'object') mail.mailQueued();
      return outcome;
    },
  };
}

/** What a lead's notification says: the visitor's fields, then their free text. */
interface LeadNotice {
  kind: MailKind;
  subject: string;
  intro: string;
  fields: [label: string, value: string][];
  /** The free text's label ('Question', 'Message') and the text itself. */
  body: [label: string, text: string];
  /** The visitor's address: the sales inbox answers by replying. */
  replyTo: string;
}

/** The sales inbox's e-mail for one lead: every field aligned, the free text after them. */
export function leadNotification(notice: LeadNotice, salesEmail: string): NewMail {
  const [bodyLabel, bodyText] = notice.body;
  return {
    kind: notice.kind,
    to: salesEmail,
    subject: notice.subject,
    text: [notice.intro, '', fieldLines(notice.fields), '', `${bodyLabel}:`, bodyText, '', 'Reply to this e-mail to answer the visitor.'].join('\n'),
    headers: { 'Reply-To': notice.replyTo },
  };
}
