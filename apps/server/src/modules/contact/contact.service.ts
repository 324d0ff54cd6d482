import type { ContactRecord, ContactRequest } from '@tarang/shared/contact';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { oneLine } from '../../mail/format';
import type { LeadMailSettings, NewMail } from '../../mail/outbox';
import { createLeadRepository } from '../leads/lead.repository';
import { createLeadService, leadNotification } from '../leads/lead.service';

/** product §12: a new contact question e-mails the sales inbox (SALES_EMAIL). */
function contactNotification(record: ContactRecord, salesEmail: string): NewMail {
  return leadNotification(
    {
      kind: 'contact-question',
      subject: `New contact question: ${oneLine(record.name, 80)}`,
      intro: 'A visitor sent a question from the contact page.',
      fields: [
        ['Name', record.name],
        ['Email', record.email],
        ['Contact', record.contact],
        ['Received', `${record.createdAt} (contact request #${record.id})`],
      ],
      body: ['Question', record.question],
      replyTo: record.email,
    },
    salesEmail,
  );
}

export function createContactService(db: Kysely<Database>, mail: LeadMailSettings, clock: Clock) {
  return createLeadService(createLeadRepository<'contact_requests', ContactRequest>(db, 'contact_requests'), (record: ContactRecord) => contactNotification(record, mail.salesEmail), mail, clock);
}

export type ContactService = ReturnType<typeof createContactService>;
