import type { ContactRecord, ContactRequest } from '@tarang/shared/contact';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { oneLine } from '../../mail/format';
import type { LeadMailSettings } from '../../mail/outbox';
import { createLeadRepository } from '../leads/lead.repository';
import { createLeadService, type LeadNotice } from '../leads/lead.service';

/** product §12: a new contact question e-mails the sales inbox (SALES_EMAIL). */
function contactNotice(record: ContactRecord): LeadNotice {
  return {
    kind: 'contact-question',
    table: 'contacts',
    subject: `New contact question: ${oneLine(record.name, 80)}`,
    intro: 'A visitor sent a question from the contact page.',
    body: ['Question', record.question],
    noun: 'contact request',
  };
}

export function createContactService(db: Kysely<Database>, mail: LeadMailSettings, clock: Clock) {
  return createLeadService(createLeadRepository<'contact_requests', ContactRequest>(db, 'contact_requests'), contactNotice, mail, clock);
}

export type ContactService = ReturnType<typeof createContactService>;
