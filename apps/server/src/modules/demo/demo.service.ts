import type { DemoRecord, DemoRequest } from '@tarang/shared/demo';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { oneLine } from '../../mail/format';
import type { LeadMailSettings } from '../../mail/outbox';
import { createLeadRepository } from '../leads/lead.repository';
import { createLeadService, type LeadNotice } from '../leads/lead.service';

/** product §12: a new demo request e-mails the sales inbox (SALES_EMAIL). */
function demoNotice(record: DemoRecord): LeadNotice {
  return {
    kind: 'demo-request',
    table: 'demos',
    subject: `New demo request: ${oneLine(record.businessname, 80)} (${record.lookingfor})`,
    intro: 'A visitor asked for a demo on the website.',
    fields: [
      ['Business name', record.businessname],
      ['Job function', record.jobfunction],
      ['Looking for', record.lookingfor],
    ],
    body: ['Message', record.message],
    noun: 'demo request',
  };
}

export function createDemoService(db: Kysely<Database>, mail: LeadMailSettings, clock: Clock) {
  return createLeadService(createLeadRepository<'demo_requests', DemoRequest>(db, 'demo_requests'), demoNotice, mail, clock);
}

export type DemoService = ReturnType<typeof createDemoService>;
