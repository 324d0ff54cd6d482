import type { ContactRecord, ContactRequest } from '@tarang/shared/contact';
import { fieldLines, oneLine } from '../../mail/format';
import type { LeadMailSettings, NewMail } from '../../mail/outbox';
import type { ContactRepository } from './contact.repository';

/** decisions.md: "A new ... contact question e-mails the sales inbox (SALES_EMAIL)". */
export function contactNotification(record: ContactRecord, salesEmail: string): NewMail {
  return {
    kind: 'contact-question',
    to: salesEmail,
    subject: `New contact question: ${oneLine(record.name, 80)}`,
    text: [
      'A visitor sent a question from the contact page.',
      '',
      fieldLines([
        ['Name', record.name],
        ['Email', record.email],
        ['Contact', record.contact],
        ['Received', `${record.createdAt} (contact request #${record.id})`],
      ]),
      '',
      'Question:',
      record.question,
      '',
      'Reply to this e-mail to answer the visitor.',
    ].join('\n'),
    headers: { 'Reply-To': record.email },
  };
}

export function createContactService(repo: ContactRepository, mail: LeadMailSettings, now: () => Date = () => new Date()) {
  return {
    /**
     * Stores the question and its notification in one transaction (docs/decisions/007-mail-outbox.md);
     * the answer is sent only after the database has committed both.
     */
    async submit(input: ContactRequest): Promise<ContactRecord> {
      const at = now();
      const record = await repo.inTransaction(async (tx) => {
        const stored = await tx.insert(input, at);
        await tx.queueMail(contactNotification(stored, mail.salesEmail), at);
        return stored;
      });
      mail.mailQueued();
      return record;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
