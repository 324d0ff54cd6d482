import type { SpamReason } from '@tarang/shared/bot-check';
import { type Attribution, attributionText, attributionVisitRows, type LeadTable } from '@tarang/shared/leads';
import type { Clock } from '../../clock';
import { action, composeMail, fields, heading, type MailBlock, type MailField, paragraph, quote } from '../../mail/compose';
import { formatZonedTime } from '../../mail/format';
import type { LeadMailSettings, MailKind, NewMail } from '../../mail/outbox';
import { type AttributionColumns, parseAttribution } from './attribution';
import type { LeadRepository, StoredLead } from './lead.repository';

/** What both lead forms do with a valid submission (product §12: every lead e-mails the sales inbox). */
export function createLeadService<I extends VisitorFields>(repo: LeadRepository<I>, notice: (record: StoredLead<I>) => LeadNotice, mail: LeadMailSettings, clock: Clock) {
  const notification = (record: StoredLead<I>, attribution: string | null | undefined) => leadNotification(record, notice(record), parseAttribution(attribution ?? null), mail);
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
        await tx.queueMail(notification(stored, attribution?.attribution), at);
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
          await tx.queueMail(notification(restored, restored.attribution), at);
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
  /** The dashboard's table of this kind of lead: the e-mail links to the lead there. */
  table: LeadTable;
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
 * The sales inbox's e-mail for one lead as stored (docs/decisions/038-branded-mail.md): a link that opens
 * the lead on the dashboard (?lead=demos:12, docs/decisions/032-lead-pipeline-and-attribution.md), every
 * field, when it arrived in the sales team's time zone, the free text, and where the visitor came from.
 * The inbox answers the visitor by replying.
 */
function leadNotification(lead: StoredLead<VisitorFields>, notice: LeadNotice, attribution: Attribution | null, mail: LeadMailSettings): NewMail {
  const [bodyLabel, bodyText] = notice.body;
  const name = `${notice.noun} #${lead.id}`;
  const rows: MailField[] = [
    ['Name', lead.name],
    ['Email', lead.email, `mailto:${lead.email}`],
    ['Contact', lead.contact, `tel:${lead.contact.replace(/[^\d+]/g, '')}`],
    ...(notice.fields ?? []),
    ['Received', `${formatZonedTime(lead.createdAt, mail.timeZone)} (${name})`],
  ];
  const content = composeMail({
    title: `New ${name}`,
    preview: `${notice.intro} ${lead.name}, ${formatZonedTime(lead.createdAt, mail.timeZone)}.`,
    reason: `Sent to the sales inbox (${mail.salesEmail}) for every new lead.`,
    blocks: [
      paragraph(notice.intro, 'Open it on the dashboard to set its status, owner and notes:'),
      action(`Open ${name}`, `${mail.publicUrl}/admin/dashboard?lead=${notice.table}:${lead.id}`),
      fields(rows),
      quote(bodyLabel, bodyText),
      ...attributionBlocks(attribution),
      paragraph('Reply to this e-mail to answer the visitor.'),
    ],
  });
  return { kind: notice.kind, to: mail.salesEmail, subject: notice.subject, ...content, headers: { 'Reply-To': lead.email } };
}

/** Where the visitor came from, as the lead panel shows it: the first visit, the latest when it differs, the form's page. */
function attributionBlocks(attribution: Attribution | null): MailBlock[] {
  if (!attribution) return [heading(attributionText.title), paragraph(attributionText.none)];
  const { first, latest, formPage } = attribution;
  const visits: [string, [string, string][]][] = [[attributionText.first, attributionVisitRows(first)]];
  if (JSON.stringify(latest) !== JSON.stringify(first)) visits.push([attributionText.latest, attributionVisitRows(latest)]);
  return [
    heading(attributionText.title),
    ...visits.filter(([, rows]) => rows.length > 0).map(([title, rows]) => fields(rows, title)),
    fields([[attributionText.formPage, formPage ?? '—']]),
  ];
}
