import type { DemoRecord, DemoRequest } from '@tarang/shared/demo';
import { fieldLines, oneLine } from '../../mail/format';
import type { LeadMailSettings, NewMail } from '../../mail/outbox';
import type { DemoRepository } from './demo.repository';

/** decisions.md: "A new demo request ... e-mails the sales inbox (SALES_EMAIL)". */
export function demoNotification(record: DemoRecord, salesEmail: string): NewMail {
  return {
    kind: 'demo-request',
    to: salesEmail,
    subject: `New demo request: ${oneLine(record.businessname, 80)} (${record.lookingfor})`,
    text: [
      'A visitor asked for a demo on the website.',
      '',
      fieldLines([
        ['Name', record.name],
        ['Email', record.email],
        ['Contact', record.contact],
        ['Business name', record.businessname],
        ['Job function', record.jobfunction],
        ['Looking for', record.lookingfor],
        ['Received', `${record.createdAt} (demo request #${record.id})`],
      ]),
      '',
      'Message:',
      record.message,
      '',
      'Reply to this e-mail to answer the visitor.',
    ].join('\n'),
    headers: { 'Reply-To': record.email },
  };
}

export function createDemoService(repo: DemoRepository, mail: LeadMailSettings, now: () => Date = () => new Date()) {
  return {
    /**
     * Stores the request and its notification in one transaction (docs/decisions/007-mail-outbox.md):
     * the answer is sent only after both committed, and a mail failure later cannot lose the lead.
     */
    async submit(input: DemoRequest): Promise<DemoRecord> {
      const at = now();
      const record = await repo.inTransaction(async (tx) => {
        const stored = await tx.insert(input, at);
        await tx.queueMail(demoNotification(stored, mail.salesEmail), at);
        return stored;
      });
      mail.mailQueued();
      return record;
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
