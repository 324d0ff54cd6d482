import { afterAll, describe, expect, test } from 'vitest';
import { databaseEnv, testDatabases, withConnection } from '../test/databases';
import { expectNoTerminalControls } from '../test/terminal';
import { runCli } from './run-cli';
import { terminalSafe } from './terminal-text';

// Stored text printed by the CLI cannot drive the operator's terminal (docs/decisions/028-security-test-findings.md).

describe('terminalSafe', () => {
  test.each([
    ['plain text', 'plain text'],
    ['tab\tand\nnewline', 'tab\tand\nnewline'],
    ['"a","b"\r\n"c"\r\n', '"a","b"\r\n"c"\r\n'],
    ['\u001b]0;pwned\u0007title', ']0;pwnedtitle'],
    ['\u001b[2J\u001b[31mred', '[2J[31mred'],
    ['over\rwrite', 'overwrite'],
    ['nul\u0000bell\u0007back\bdel\u007f', 'nulbellbackdel'],
    ['c1\u009b31mcsi\u0085', 'c131mcsi'],
    ['héllo 👋 ＝', 'héllo 👋 ＝'],
  ])('%j prints as %j', (text, printed) => {
    expect(terminalSafe(text)).toBe(printed);
  });
});

describe.each(testDatabases())('CLI output on $name', (database) => {
  afterAll(() => database.cleanup());

  test('an export to the terminal carries no escape sequence from stored text', async () => {
    const db = await database.createMigrated();
    const env = databaseEnv(db);
    let out = '';
    expect(await runCli(['site', 'status'], { env, out: (t) => (out += t), err: () => {} })).toBe(0);
    await withConnection(db, (handle) =>
      handle.db
        .insertInto('contact_requests')
        .values({ name: 'Eve\u001b]0;owned\u0007\u001b[2J', email: 'eve@example.com', contact: '9876543210', question: 'hi\u009b31m\rthere', created_at: '2026-05-01T10:00:00.000Z' })
        .execute(),
    );
    out = '';
    expect(await runCli(['export', 'contacts'], { env, out: (t) => (out += t), err: () => {} })).toBe(0);
    expect(out).toContain('Eve]0;owned[2J');
    expect(out).toContain('hi31mthere');
    expectNoTerminalControls(out);
  });
});
