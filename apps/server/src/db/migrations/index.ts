import type { Migration } from 'kysely';
import * as contactRequests from './2026-11-21-001-contact-requests';
import * as accountsLeadsMailSite from './2026-11-21-002-accounts-leads-mail-site';
import * as outboxHeaders from './2026-11-21-003-outbox-headers';
import * as leadDayCounts from './2026-11-21-004-lead-day-counts';
import * as adminSecurity from './2026-11-26-005-admin-security';
import * as newsletterMailLimits from './2026-11-26-006-newsletter-mail-limits';
import * as botProtection from './2026-11-26-007-bot-protection';
import * as privacy from './2026-11-27-008-privacy';
import * as leadPipeline from './2026-11-27-009-lead-pipeline';
import * as webhooks from './2026-11-27-010-webhooks';
import * as testMode from './2026-11-27-011-test-mode';
import * as chartTallies from './2026-11-27-012-chart-tallies';
import * as filterTallies from './2026-11-27-013-filter-tallies';
import * as quarterPrefixes from './2026-11-27-014-quarter-prefixes';
import * as loginThrottle from './2026-11-29-015-login-throttle';
import * as testModeQuotas from './2026-11-29-016-test-mode-quotas';
import * as auditErasureOnly from './2026-11-29-017-audit-erasure-only';
import * as mailHtml from './2026-11-29-018-mail-html';
import * as intakeKeys from './2026-11-29-020-intake-keys';
import * as botRepeats from './2026-11-29-021-bot-repeats';
import * as visitorTokens from './2026-11-29-022-visitor-tokens';
import * as emailChange from './2026-11-29-023-email-change';
import * as testCallbacks from './2026-11-29-025-test-callbacks';
import * as analytics from './2026-11-29-026-analytics';
import * as webhookSecretRotation from './2026-11-29-027-webhook-secret-rotation';
import * as content from './2026-11-29-028-content';
import * as contentGone from './2026-11-29-029-content-gone';
import * as analyticsRolled from './2026-11-29-030-analytics-rolled';

/** Every migration in order. Names are date-prefixed so they sort in the order they were written. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-001-contact-requests': contactRequests,
  '2026-11-21-002-accounts-leads-mail-site': accountsLeadsMailSite,
  '2026-11-21-003-outbox-headers': outboxHeaders,
  '2026-11-21-004-lead-day-counts': leadDayCounts,
  '2026-11-26-005-admin-security': adminSecurity,
  '2026-11-26-006-newsletter-mail-limits': newsletterMailLimits,
  '2026-11-26-007-bot-protection': botProtection,
  '2026-11-27-008-privacy': privacy,
  '2026-11-27-009-lead-pipeline': leadPipeline,
  '2026-11-27-010-webhooks': webhooks,
  '2026-11-27-011-test-mode': testMode,
  '2026-11-27-012-chart-tallies': chartTallies,
  '2026-11-27-013-filter-tallies': filterTallies,
  '2026-11-27-014-quarter-prefixes': quarterPrefixes,
  '2026-11-29-015-login-throttle': loginThrottle,
  '2026-11-29-016-test-mode-quotas': testModeQuotas,
  '2026-11-29-017-audit-erasure-only': auditErasureOnly,
  '2026-11-29-018-mail-html': mailHtml,
  '2026-11-29-020-intake-keys': intakeKeys,
  '2026-11-29-021-bot-repeats': botRepeats,
  '2026-11-29-022-visitor-tokens': visitorTokens,
  '2026-11-29-023-email-change': emailChange,
  '2026-11-29-025-test-callbacks': testCallbacks,
  '2026-11-29-026-analytics': analytics,
  '2026-11-29-027-webhook-secret-rotation': webhookSecretRotation,
  '2026-11-29-028-content': content,
  '2026-11-29-029-content-gone': contentGone,
  '2026-11-29-030-analytics-rolled': analyticsRolled,
};
