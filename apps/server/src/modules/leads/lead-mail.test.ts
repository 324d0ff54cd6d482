import type { DemoRequest } from '@tarang/shared/demo';
import { attributionText } from '@tarang/shared/leads';
import { beforeEach, describe, expect, test } from 'vitest';
import type { LeadMailSettings } from '../../mail/outbox';
import { testDatabases } from '../../test/databases';
import { demoRequest } from '../../test/leads';
import { manualClock } from '../../test/manual-clock';
import { useMigratedDatabase } from '../../test/migrated-database';
import { createContactService } from '../contact/contact.service';
import { createDemoService } from '../demo/demo.service';
import type { AttributionColumns } from './attribution';

// The sales inbox's e-mail for a lead (docs/decisions/038-branded-mail.md): it links to the lead on the
// dashboard, shows where the visitor came from, and gives times in the sales team's zone, in both parts.

const AT = new Date('2026-11-29T10:05:00.000Z');
/** The demo request every rule accepts, as the service takes it. */
const demo = (contact = '9876543210'): DemoRequest => ({ ...demoRequest({ contact }), jobfunction: 'support', lookingfor: 'WHATSAPP API' });
const settings = (timeZone = 'Asia/Kolkata'): LeadMailSettings => ({ salesEmail: 'sales@example.com', publicUrl: 'https://site.example.com', timeZone, mailQueued: () => {} });

const campaign: AttributionColumns = {
  attribution: JSON.stringify({
    first: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'diwali-launch', landing: '/services/sms', at: '2026-11-29T09:40:00.000Z' },
    latest: { referrer: 'https://partner.example.org/blog', landing: '/pricing', at: '2026-11-29T10:00:00.000Z' },
    formPage: '/pricing',
  }),
  utm_source: 'linkedin',
  utm_campaign: 'diwali-launch',
};

describe.each(testDatabases())('lead e-mail on $name', (database) => {
  const fresh = useMigratedDatabase(database);
  beforeEach(async () => {
    await fresh.handle.db.deleteFrom('outbox').execute();
  });
  const lastMail = () => fresh.handle.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  test('a demo request links to the lead on the dashboard, shows its attribution and the time in India, in both parts', async () => {
    const demos = createDemoService(fresh.handle.db, settings(), manualClock(AT));
    const lead = await demos.submit(demo('+91 98765 43210'), undefined, campaign);
    const mail = await lastMail();
    const link = `https://site.example.com/admin/dashboard?lead=demos:${lead.id}`;

    expect(mail.text_body).toContain(`A visitor asked for a demo on the website.\nOpen it on the dashboard to set its status, owner and notes:\n\n${link}\n\n`);
    expect(mail.text_body).toContain(`Received:      Sun, 29 Nov 2026, 15:35 India Standard Time (demo request #${lead.id})`);
    expect(mail.text_body).not.toContain('2026-11-29T10:05');
    expect(mail.text_body).toContain(
      [`${attributionText.title}\n------------------`, 'First visit:\nLanding page: /services/sms\nUTM source:   linkedin\nUTM medium:   social\nUTM campaign: diwali-launch', 'Latest visit:\nLanding page: /pricing\nReferrer:     https://partner.example.org/blog', 'Form sent from: /pricing'].join('\n\n'),
    );
    expect(mail.text_body.trimEnd().endsWith('Reply to this e-mail to answer the visitor.')).toBe(true);

    const html = mail.html_body!;
    expect(html).toContain(`<title>New demo request #${lead.id}</title>`);
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('Sun, 29 Nov 2026, 15:35 India Standard Time');
    expect(html).toContain('href="mailto:asha@example.com"');
    expect(html).toContain('href="tel:+919876543210"');
    for (const value of ['linkedin', 'diwali-launch', 'https://partner.example.org/blog', 'We send 2 lakh order updates a month and want WhatsApp.']) expect(html).toContain(value);
  });

  test('the times follow SALES_TIME_ZONE, and a lead without attribution says it was not recorded', async () => {
    const contacts = createContactService(fresh.handle.db, settings('America/New_York'), manualClock(AT));
    const lead = await contacts.submit({ name: 'Ravi <b>Kumar</b>', email: 'ravi@example.com', contact: '9876543210', question: 'Price for 1 lakh SMS?\n<script>alert(1)</script>' });
    const mail = await lastMail();
    expect(mail.text_body).toContain(`Sun, 29 Nov 2026, 05:05 Eastern Standard Time (contact request #${lead.id})`);
    expect(mail.text_body).toContain(`https://site.example.com/admin/dashboard?lead=contacts:${lead.id}`);
    expect(mail.text_body).toContain(attributionText.none);
    expect(mail.html_body).toContain(attributionText.none);
    // What the visitor typed is shown as text, never as markup.
    expect(mail.html_body).toContain('Ravi &lt;b&gt;Kumar&lt;/b&gt;');
    expect(mail.html_body).toContain('Price for 1 lakh SMS?<br>&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html_body).not.toContain('<script>');
  });

  test('a lead restored from suspected spam is mailed with its attribution and the time it arrived', async () => {
    const clock = manualClock(AT);
    const demos = createDemoService(fresh.handle.db, settings(), clock);
    const spam = await demos.submit(demo(), 'too-fast', campaign);
    expect(await fresh.handle.db.selectFrom('outbox').select('id').execute()).toEqual([]);
    await clock.advance(3 * 60 * 60 * 1000);
    await demos.restore(spam.id);
    const mail = await lastMail();
    expect(mail.text_body).toContain(`Sun, 29 Nov 2026, 15:35 India Standard Time (demo request #${spam.id})`);
    expect(mail.text_body).toContain('UTM campaign: diwali-launch');
    expect(mail.html_body).toContain(`href="https://site.example.com/admin/dashboard?lead=demos:${spam.id}"`);
  });
});
