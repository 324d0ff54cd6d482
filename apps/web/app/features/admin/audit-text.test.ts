import { auditActions } from '@tarang/shared/admin-security';
import { describe, expect, test } from 'vitest';
import { auditActionLabel, auditActionLabels, auditActorLabel, describeAuditDetail } from './audit-text';
import { formatDashboardDate } from './format-date';

const utc = (iso: string) => formatDashboardDate(iso, 'UTC');

describe('audit action labels', () => {
  test('every action the server records has its own readable label', () => {
    expect(Object.keys(auditActionLabels).sort()).toEqual([...auditActions].sort());
    const labels = Object.values(auditActionLabels);
    expect(new Set(labels).size).toBe(labels.length);
  });

  test('an action this build does not know reads as it is stored', () => {
    expect(auditActionLabel('export.csv')).toBe('CSV exported');
    expect(auditActionLabel('webhook.create')).toBe('webhook.create');
  });
});

describe('who did it', () => {
  test('the command line and a licence key get words; an admin is their e-mail', () => {
    expect(auditActorLabel({ adminId: null, actor: 'cli' })).toBe('Operator (CLI)');
    expect(auditActorLabel({ adminId: null, actor: 'licence key' })).toBe('Visitor with the licence key');
    expect(auditActorLabel({ adminId: 3, actor: 'ops@example.com' })).toBe('ops@example.com');
    // An admin whose e-mail happens to be 'cli' is still shown as stored.
    expect(auditActorLabel({ adminId: 4, actor: 'cli' })).toBe('cli');
  });
});

describe('the detail line', () => {
  test('names each field, formats instants in the given zone and skips empty ones', () => {
    expect(describeAuditDetail({ table: 'contacts', from: '2026-11-21T10:15:00.000Z', q: 'acme', rows: 12, to: undefined }, utc)).toBe(
      'Table: contacts · From: 21 Nov 2026 10:15 AM · Search: acme · Rows: 12',
    );
    expect(describeAuditDetail({ on: true }, utc)).toBe('On: yes');
    expect(describeAuditDetail({ action: 'site.lock', actor: 'cli' }, utc)).toBe('Action: Site locked · Admin: cli');
    expect(describeAuditDetail({ extra: { nested: 1 } }, utc)).toBe('extra: {"nested":1}');
    expect(describeAuditDetail(null, utc)).toBe('');
  });
});
