import type { DemoRecord, DemoRequest } from '@tarang/shared/demo';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { oneLine } from '../../mail/format';
import type { LeadMailSettings, NewMail } from '../../mail/outbox';
import { createLeadRepository } from '../leads/lead.repository';
import { createLeadService, leadNotification } from '../leads/lead.service';

/** product §12: a new demo request e-mails the sales inbox (SALES_EMAIL). */
function demoNotification(record: DemoRecord, salesEmail: string): NewMail {
  return leadNotification(
    {
      kind: 'demo-request',
      subject: `New demo request: ${oneLine(record.businessname, 80)} (${record.lookingfor})`,
      intro: 'A visitor asked for a demo on the website.',
      fields: [
        ['Name', record.name],
        ['Email', record.email],
        ['Contact', record.contact],
        ['Business name', record.businessname],
        ['Job function', record.jobfunction],
        ['Looking for', record.lookingfor],
        ['Received', `${record.createdAt} (demo request #${record.id})`],
      ],
      body: ['Message', record.message],
      replyTo: record.email,
    },
    salesEmail,
  );
}

export function createDemoService(db: Kysely<Database>, mail: LeadMailSettings, clock: Clock) {
  return createLeadService(createLeadRepository<'demo_requests', DemoRequest>(db, 'demo_requests'), (record: DemoRecord) => demoNotification(record, mail.salesEmail), mail, clock);
}

export type DemoService = ReturnType<typeof createDemoService>;
