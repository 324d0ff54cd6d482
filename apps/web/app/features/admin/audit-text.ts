import type { AuditAction, AuditRecord } from '@tarang/shared/admin-security';

/** How the Audit view names each action the trail records (docs/decisions/027-admin-security.md). */
export const auditActionLabels: Record<AuditAction, string> = {
  login: 'Sign-in',
  'mfa.verify': 'Two-factor code',
  'mfa.enrol': 'Two-factor set up',
  'mfa.recovery-code': 'Recovery code used',
  'mfa.reset': 'Two-factor reset',
  logout: 'Sign-out',
  'sessions.revoke': 'Sessions ended',
  'invitation.create': 'Invitation sent',
  'invitation.revoke': 'Invitation withdrawn',
  'invitation.accept': 'Invitation accepted',
  'admin.create': 'Administrator created',
  'admin.disable': 'Administrator disabled',
  'admin.enable': 'Administrator enabled',
  'admin.unlock': 'Sign-in waits lifted',
  'list.view': 'Table viewed',
  'export.csv': 'CSV exported',
  'lead.not-spam': 'Lead restored from spam',
  'lead.status': 'Lead status changed',
  'lead.owner': 'Lead owner changed',
  'lead.note': 'Lead note added',
  'lead.view': 'Lead viewed',
  'audit.view': 'Audit trail viewed',
  'audit.export': 'Audit trail exported',
  'site.lock': 'Site locked',
  'site.unlock': 'Site unlocked',
  'site.flag': 'Payment flag changed',
  'licence.set-key': 'Licence key set',
  'person.export': 'Person’s data exported',
  'person.erase': 'Person’s data erased',
  'person.unsuppress': 'Suppression lifted',
  'retention.run': 'Retention run',
  'webhook.add': 'Webhook endpoint added',
  'webhook.update': 'Webhook endpoint changed',
  'webhook.remove': 'Webhook endpoint removed',
  'webhook.test': 'Webhook test event sent',
  'webhook.retry': 'Webhook delivery sent again',
  'webhook.rotate': 'Webhook signing secret replaced',
  'intake-key.create': 'Lead intake key created',
  'intake-key.revoke': 'Lead intake key revoked',
  'content.create': 'Content entry created',
  'content.update': 'Content entry saved',
  'content.publish': 'Content entry published',
  'content.schedule': 'Content entry scheduled',
  'content.unpublish': 'Content entry unpublished',
  'content.restore': 'Content revision restored',
  'content.image-upload': 'Content image uploaded',
  'content.delete': 'Content entry deleted',
  'content.image-delete': 'Content image deleted',
};

/** An action's label; an action this build does not know (a newer server) reads as it is stored. */
export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action;
}

/** Who did it, as the table shows it: the operator's command line and a licence key get words. */
export function auditActorLabel(record: Pick<AuditRecord, 'actor' | 'adminId'>): string {
  if (record.adminId === null && record.actor === 'cli') return 'Operator (CLI)';
  if (record.adminId === null && record.actor === 'licence key') return 'Visitor with the licence key';
  if (record.adminId === null && record.actor === 'retention job') return 'Daily retention job';
  return record.actor;
}

const detailNames: Record<string, string> = {
  table: 'Table',
  from: 'From',
  to: 'To',
  q: 'Search',
  rows: 'Rows',
  actor: 'Admin',
  action: 'Action',
  on: 'On',
  complete: 'Complete',
  email: 'Email',
  replaced: 'Replaced an authenticator',
  otherSessionsEnded: 'Other sessions ended',
  reason: 'Reason',
};

function detailValue(value: unknown, format: (iso: string) => string): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}T/.test(value) && format(value) ? format(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * A detail object as one line, 'Table: contacts · Search: acme · Rows: 12'. Instants are shown with
 * `format` (the dashboard's date format in the admin's time zone); an action from the filter gets its label.
 */
export function describeAuditDetail(detail: Record<string, unknown> | null, format: (iso: string) => string): string {
  if (!detail) return '';
  return Object.entries(detail)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${detailNames[key] ?? key}: ${key === 'action' && typeof value === 'string' ? auditActionLabel(value) : detailValue(value, format)}`)
    .join(' · ');
}
