import { webhookMessages } from '@tarang/shared/webhooks';
import { afterAll, describe, expect, test } from 'vitest';
import { databaseEnv, testDatabases, withConnection } from '../test/databases';
import { expectNoTerminalControls } from '../test/terminal';
import { cliRun } from '../test/cli';

// product §16, docs/decisions/033-webhooks.md: the operator manages webhook endpoints from the CLI.
describe.each(testDatabases())('webhook commands on $name', (database) => {
  afterAll(() => database.cleanup());

  test('add prints the secret once, list shows the endpoint without it, rotate prints a new one once, remove removes it; each is audited as the CLI', async () => {
    const db = await database.createMigrated();
    // Only a local receiver is ever stored: no test may leave an address that reaches another machine.
    const env = { ...databaseEnv(db), WEBHOOK_LOCAL_RECEIVER: 'on' };

    const added = await cliRun(['webhook', 'add', '--url', 'http://127.0.0.1:9/hooks', '--events', 'lead.created, user.signed_up', '--description', 'HubSpot relay'], env);
    expect(added).toMatchObject({ code: 0, err: '' });
    const secret = /^(whsec_\S+)$/m.exec(added.out)?.[1];
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(added.out).toContain('Added webhook endpoint 1: http://127.0.0.1:9/hooks');

    const listed = await cliRun(['webhook', 'list'], env);
    expect(listed).toEqual({ code: 0, err: '', out: '1\tenabled\tlead.created,user.signed_up\thttp://127.0.0.1:9/hooks\tHubSpot relay\n' });

    // Refusals: bad usage exits 2 with the form's own words, and stores nothing.
    expect(await cliRun(['webhook', 'add', '--url', 'http://crm.example.com/hooks', '--events', 'lead.created'], env)).toMatchObject({ code: 1, err: `${webhookMessages.urlNotHttps}\n` });
    expect(await cliRun(['webhook', 'add', '--url', 'https://crm.example.com/hooks'], env)).toMatchObject({ code: 2, err: expect.stringContaining(webhookMessages.eventsRequired) });
    expect(await cliRun(['webhook', 'add', '--url', 'https://crm.example.com/hooks', '--events', 'lead.deleted'], env)).toMatchObject({ code: 2 });
    expect(await cliRun(['webhook', 'remove'], env)).toMatchObject({ code: 2, err: expect.stringContaining('needs --id') });
    expect(await cliRun(['webhook', 'remove', '--id', '99'], env)).toMatchObject({ code: 1, err: `${webhookMessages.notFound}\n` });
    expect(await cliRun(['webhook', 'rotate'], env)).toMatchObject({ code: 2, err: expect.stringContaining('webhook rotate needs --id ID') });
    expect(await cliRun(['webhook', 'rotate', '--id', '99'], env)).toMatchObject({ code: 1, err: `${webhookMessages.notFound}\n` });
    const rotated = await cliRun(['webhook', 'rotate', '--id', '1'], env);
    expect(rotated).toMatchObject({ code: 0, err: '' });
    const newSecret = /^(whsec_\S+)$/m.exec(rotated.out)?.[1];
    expect(newSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newSecret).not.toBe(secret);
    expect(rotated.out).toMatch(/signed with the old secret too until \d{4}-\d{2}-\d{2}T/);

    expect(await cliRun(['webhook', 'remove', '--id', '1'], env)).toEqual({ code: 0, err: '', out: 'Removed webhook endpoint 1.\n' });
    expect((await cliRun(['webhook', 'list'], env)).out).toContain('No webhook endpoints.');

    const audit = await withConnection(db, (handle) => handle.db.selectFrom('audit_log').select(['actor', 'action', 'detail']).orderBy('id').execute());
    expect(audit.map((r) => [r.actor, r.action])).toEqual([
      ['cli', 'webhook.add'],
      ['cli', 'webhook.rotate'],
      ['cli', 'webhook.remove'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(newSecret);
  });

  test("webhook list cannot drive the operator's terminal with a description typed on the dashboard", async () => {
    const db = await database.createMigrated();
    const env = databaseEnv(db);
    expect((await cliRun(['webhook', 'list'], env)).code).toBe(0);
    await withConnection(db, (handle) =>
      handle.db
        .insertInto('webhook_endpoints')
        .values({ url: 'http://127.0.0.1:9/x', description: 'CRM\u001b]0;owned\u0007\u001b[2J\rgone', events: '["lead.created"]', secret: 'whsec_x', created_at: '2026-11-27T00:00:00.000Z' })
        .execute(),
    );
    const { out } = await cliRun(['webhook', 'list'], env);
    expect(out).toContain('CRM]0;owned[2Jgone');
    expectNoTerminalControls(out);
  });
});
