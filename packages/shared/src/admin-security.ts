import { z } from './zod';
import { authMessages, emailSchema } from './auth';
import { adminMessages, listQuerySchema } from './admin';
import { requiredText } from './contact';

// Admin accounts a security review accepts (docs/decisions/027-admin-security.md): single-use
// invitations, two-factor sign-in, sessions that end and an audit trail. The server and the dashboard
// both read this file: paths, shapes, limits and every sentence either of them shows.

/** Invitations are valid 72 hours; recovery codes come ten at a time. */
export const INVITATION_TTL_HOURS = 72;
export const RECOVERY_CODE_COUNT = 10;
/** Session limits (settings ADMIN_IDLE_MINUTES and ADMIN_SESSION_HOURS default to these). */
export const ADMIN_IDLE_MINUTES_DEFAULT = 30;
export const ADMIN_SESSION_HOURS_DEFAULT = 12;
/** Failed sign-in tries (passwords, or codes) one client may make on an account before each further try must wait, doubling from 1 s to 15 min. */
export const LOGIN_FAILURES_BEFORE_DELAY = 5;

export const securityMessages = {
  // Login, second step.
  codeRequired: 'Code is required',
  codeInvalid: 'That code is not valid. Try the current code from your authenticator app, or a recovery code.',
  codeStep: 'Enter the 6-digit code from your authenticator app.',
  enrolStep: 'Set up two-factor sign-in to continue.',
  // Sent with 429 while an account waits after repeated failures (the same for an unknown address).
  tooManyFailures: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  // A session that has a password but not yet a code or an enrolment, on any other admin call.
  mfaRequired: 'Finish two-factor sign-in first.',
  // Enrolment.
  enrolled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  // An 'enrol' session (password only) once the account has a factor: the owner enrolled meanwhile.
  factorExists: 'Two-factor sign-in is already set up for this account. Log in again and enter a code from your authenticator app.',
  // Replacing the authenticator from the Security page: who asks must prove it is the owner.
  passwordRequired: 'Password is required',
  passwordWrong: 'That password is not right.',
  // Invitations.
  invitationInvalid: 'This invitation link is not valid. It may have been used, have expired or have been withdrawn. Ask an administrator for a new one.',
  invitationEmailMismatch: 'Use the email address the invitation was sent to.',
  invited: 'Invitation sent.',
  invitationRevoked: 'Invitation withdrawn.',
  // Admin management.
  adminDisabled: 'Administrator disabled. Their sessions have ended.',
  adminEnabled: 'Administrator enabled.',
  sessionsRevoked: 'Sessions ended.',
  cannotDisableSelf: 'You cannot disable your own account.',
  adminNotFound: 'No such administrator.',
  invitationNotFound: 'No such invitation.',
  alreadyAdmin: adminMessages.emailTaken,
} as const;

/** 6 digits (spaces allowed) or a recovery code (xxxxx-xxxxx, letters and digits). */
export const mfaCodeSchema = z.object({
  code: requiredText(securityMessages.codeRequired).max(32, securityMessages.codeInvalid),
});
export type MfaCode = z.output<typeof mfaCodeSchema>;

/**
 * What replacing an existing authenticator asks for (docs/decisions/027-admin-security.md): the password and
 * a current code from the authenticator, or a recovery code. A first enrolment sends nothing.
 */
export const factorProofSchema = mfaCodeSchema.extend({
  password: z.string({ error: securityMessages.passwordRequired }).min(1, securityMessages.passwordRequired).max(128, securityMessages.passwordWrong),
});
export type FactorProof = z.output<typeof factorProofSchema>;

/** What the password step answers: a token whose session still needs a code or an enrolment. */
export const adminLoginStepSchema = z.object({
  token: z.string(),
  message: z.string(),
  /** 'code': ask for a code; 'enrol': first login, set up two-factor sign-in. */
  next: z.enum(['code', 'enrol']),
});
export type AdminLoginStep = z.output<typeof adminLoginStepSchema>;

export const enrolmentStartSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of otpauthUri as an SVG document, drawn by this server. */
  qrSvg: z.string(),
});
export type EnrolmentStart = z.output<typeof enrolmentStartSchema>;

export const enrolmentDoneSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type EnrolmentDone = z.output<typeof enrolmentDoneSchema>;

export const invitationCheckSchema = z.object({ email: z.string() });

export const inviteRequestSchema = z.object({
  email: emailSchema(authMessages.emailRequired, authMessages.emailInvalid),
});

export const sessionRecordSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionRecord = z.output<typeof sessionRecordSchema>;

export const adminRecordSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
  disabled: z.boolean(),
  mfaEnrolled: z.boolean(),
  activeSessions: z.number().int(),
  you: z.boolean(),
});
export type AdminRecord = z.output<typeof adminRecordSchema>;

export const invitationStatuses = ['pending', 'used', 'expired', 'revoked'] as const;
export const invitationRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The inviting admin's e-mail, or null for the operator's CLI. */
  invitedBy: z.string().nullable(),
  status: z.enum(invitationStatuses),
});
export type InvitationRecord = z.output<typeof invitationRecordSchema>;

/** Every action the audit trail records. */
export const auditActions = [
  'login',
  'mfa.verify',
  'mfa.enrol',
  'mfa.recovery-code',
  'mfa.reset',
  'logout',
  'sessions.revoke',
  'invitation.create',
  'invitation.revoke',
  'invitation.accept',
  'admin.create',
  'admin.disable',
  'admin.enable',
  'admin.unlock',
  'list.view',
  'export.csv',
  'lead.not-spam',
  'lead.status',
  'lead.owner',
  'lead.note',
  'lead.view',
  'audit.view',
  'audit.export',
  'site.lock',
  'site.unlock',
  'site.flag',
  'licence.set-key',
  // docs/decisions/031-privacy-retention-erasure.md
  'person.export',
  'person.erase',
  'person.unsuppress',
  'retention.run',
  'webhook.add',
  'webhook.update',
  'webhook.remove',
  'webhook.test',
  'webhook.retry',
  'webhook.rotate',
  // docs/decisions/041-lead-intake-keys.md
  'intake-key.create',
  'intake-key.revoke',
  // docs/decisions/051-content-studio.md
  'content.create',
  'content.update',
  'content.publish',
  'content.schedule',
  'content.unpublish',
  'content.restore',
  'content.image-upload',
  'content.delete',
  'content.image-delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditRecordSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  adminId: z.number().int().nullable(),
  /** The admin's e-mail at the time, or 'cli'. */
  actor: z.string(),
  action: z.string(),
  outcome: z.enum(['ok', 'refused']),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRecord = z.output<typeof auditRecordSchema>;

/**
 * The audit list's query: the lists' date range and paging, plus who and what. `actor` matches any part of
 * the admin's e-mail address (or 'cli'), in any letter case.
 */
export const auditQuerySchema = listQuerySchema.omit({ q: true }).extend({
  actor: z.string().trim().max(254, '`actor` is at most 254 characters').optional(),
  action: z.enum(auditActions, { error: '`action` is not an audit action' }).optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
/** The audit export's query: the list's filters, without paging. */
export const auditExportQuerySchema = auditQuerySchema.omit({ limit: true, cursor: true });
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;

const MFA_BASE = '/api/auth/admin/mfa';
const SESSIONS_BASE = '/api/admin/sessions';
const AUDIT_BASE = '/api/admin/audit';
export const securityPaths = {
  /** POST {code}: a 'password' session becomes a signed-in one. */
  verifyCode: `${MFA_BASE}/verify`,
  /** POST: a new secret to enrol (an 'enrol' session while the account has no factor, or a signed-in admin replacing theirs with FactorProof). */
  enrolStart: `${MFA_BASE}/enrol`,
  /** POST {code}: confirms the secret; answers the recovery codes; the session is signed in. */
  enrolConfirm: `${MFA_BASE}/enrol/confirm`,
  /** GET: 200 {email} for a usable invitation token, 404 otherwise (`:token` is the path segment). */
  invitation: '/api/auth/admin/invitations/:token',
  /** GET: your sessions. POST .../revoke-others: end all but this one. */
  mySessions: SESSIONS_BASE,
  revokeOtherSessions: `${SESSIONS_BASE}/revoke-others`,
  /** GET: every admin. POST .../:id/disable | enable | revoke-sessions. */
  admins: '/api/admin/admins',
  /** GET: invitations, newest first. POST {email}: invite. DELETE .../:id: withdraw. */
  invitations: '/api/admin/invitations',
  /** GET: the audit trail, paged like the lists (X-Total-Count, Link). */
  audit: AUDIT_BASE,
  /** GET: the filtered audit trail as CSV, newest first; recorded as audit.export. */
  auditExport: `${AUDIT_BASE}/export`,
} as const;
