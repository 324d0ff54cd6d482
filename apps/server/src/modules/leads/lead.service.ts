import type { SpamReason } from '@tarang/shared/bot-check';
import type { Clock } from '../../clock';
import { fieldLines } from '../../mail/format';
import type { LeadMailSettings, MailKind, NewMail } from '../../mail/outbox';
import type { AttributionColumns } from './attribution';
import type { LeadRepository, StoredLead } from './lead.repository';

/** What both lead forms do with a valid submission (product §12: every lead e-mails the sales inbox). */
export function createLeadService<I extends VisitorFields>(repo: LeadRepository<I>, notice: (record: StoredLead<I>) => LeadNotice, mail: LeadMailSettings, clock: Clock) {
  const notification = (record: StoredLead<I>) => leadNotification(record, notice(record), mail.salesEmail);
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

/** The fields every lead form asks for: they open every notification. */
interface VisitorFields {
  name: string;
  email: string;
  contact: string;
}

/** What a lead's notification says: the visitor's fields, the form's own, then the free text. */
export interface LeadNotice {
  kind: MailKind;
  subject: string;
  intro: string;
  /** What the inbox calls this kind of lead, as in "(contact request #12)". */
  noun: string;
  /** The form's own fields, after the visitor's name, e-mail and phone. */
  fields?: [label: string, value: string][];
  /** The free text's label ('Question', 'Message') and the text itself. */
  body: [label: string, text: string];
}

/**
 * The sales inbox's e-mail for one lead as stored: every field aligned, the free text after them;
 * the inbox answers the visitor by replying.
 */
function leadNotification(lead: StoredLead<VisitorFields>, notice: LeadNotice, salesEmail: string): NewMail {
  const [bodyLabel, bodyText] = notice.body;
  const fields: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Contact', lead.contact],
    ...(notice.fields ?? []),
    ['Received', `${lead.createdAt} (${notice.noun} #${lead.id})`],
  ];
  return {
    kind: notice.kind,
    to: salesEmail,
    subject: notice.subject,
    text: [notice.intro, '', fieldLines(fields), '', `${bodyLabel}:`, bodyText, '', 'Reply to this e-mail to answer the visitor.'].join('\n'),
    headers: { 'Reply-To': lead.email },
  };
}
