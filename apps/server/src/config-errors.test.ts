import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';

// A configuration error names the variable; it never echoes a value that may hold a secret
// (docs/decisions/028-security-test-findings.md), since the line goes to the service's log.

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('configuration errors', () => {
  test.each([
    ['DATABASE_URL', 'mysql://admin:hunter2-db@db.internal/site'],
    ['SMTP_URL', 'http://mailer:hunter2-smtp@mail.internal:587'],
    ['REDIS_URL', 'http://:hunter2-redis@cache.internal:6379'],
    ['BOT_CHECK_KEY', 'hunter2-x'],
  ])('%s is named and its value never shown', (name, value) => {
    const message = errorOf({ [name]: value });
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain(value);
  });

  test('a harmless setting still shows what was given', () => {
    expect(errorOf({ PORT: 'eighty' })).toBe('Invalid configuration: PORT Invalid input: expected number, received NaN (got "eighty")');
  });
});

describe('TRUST_PROXY', () => {
  test.each([
    [undefined, false],
    ['off', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,::1,fd00::/8', ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']],
  ])('%s trusts %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  test.each(['on', 'yes', '0', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', 'nginx', '10.0.0.1,,'])('%s is refused with a line telling what to give', (value) => {
    expect(errorOf({ TRUST_PROXY: value })).toMatch(/^Invalid configuration: TRUST_PROXY .*(number of proxies|address)/);
  });
});

describe('SALES_TIME_ZONE', () => {
  test('the sales team reads lead times in India unless told otherwise; any IANA zone is taken', () => {
    expect(loadConfig({}).salesTimeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ SALES_TIME_ZONE: 'Europe/London' }).salesTimeZone).toBe('Europe/London');
  });

  test.each(['Mars/Olympus', 'Kolkata', 'Asia/Kolkatta', 'Asia/Kolkata '])('%j stops the server with a line saying what to give', (value) => {
    expect(errorOf({ SALES_TIME_ZONE: value })).toBe(`Invalid configuration: SALES_TIME_ZONE must be an IANA time zone such as Asia/Kolkata or Europe/London (got ${JSON.stringify(value)})`);
  });
});
