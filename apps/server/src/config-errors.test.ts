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
    ['ADMIN_SIGNUP_CODE', 'hunter2-x'],
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
