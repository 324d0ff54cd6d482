import { mailtoHref } from '@tarang/shared/mailto';
import type { ReactNode } from 'react';
import type { LeadRows, TableKind } from './admin-api';
import { formatDashboardDate } from './format-date';

export interface Column<T> {
  header: string;
  cell: (row: T, timeZone: string) => ReactNode;
  /** Long free text gets room to wrap; short values stay on one line. */
  wrap?: boolean;
  /** The cell that names the row for screen readers (<th scope="row">). */
  rowHeader?: boolean;
}

export interface TableDefinition<K extends TableKind> {
  title: string;
  /** Plural noun for sentences: 'No contact requests ...'. */
  noun: string;
  columns: Column<LeadRows[K]>[];
}

/** A date cell in the dashboard format and time zone, or a dash. */
export const when = (iso: string | null, timeZone: string) =>
  iso ? <time dateTime={iso}>{formatDashboardDate(iso, timeZone)}</time> : <span className="text-ink-500">—</span>;

/** A link only for a plain address, built so it can never carry parameters (docs/decisions/028-security-test-findings.md). */
export const mail = (email: string) => {
  const href = mailtoHref(email);
  if (!href) return email;
  return (
    <a href={href} className="text-brand-700 underline-offset-2 hover:underline">
      {email}
    </a>
  );
};

/**
 * The number as stored, dialled in E.164 when the server could read it, so an Indian number typed without
 * +91 rings India from any phone (docs/decisions/040-phone-numbers-in-e164.md).
 */
const phone = (contact: string, e164: string | null) => (
  <a href={`tel:${e164 ?? contact.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline-offset-2 hover:underline">
    {contact}
  </a>
);

/** The columns both lead forms' tables open with: when the lead came, who sent it and how to answer them. */
const leadColumns = <T extends LeadRows['contacts'] | LeadRows['demos']>(): Column<T>[] => [
  { header: 'Received', cell: (r, tz) => when(r.createdAt, tz) },
  { header: 'Name', cell: (r) => r.name, rowHeader: true },
  { header: 'Email', cell: (r) => mail(r.email) },
  { header: 'Contact', cell: (r) => phone(r.contact, r.contactE164) },
];

const subscriberStatus: Record<LeadRows['subscribers']['status'], string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

/** The spec's three tables (product §2 "Admin dashboard") plus newsletter subscribers (product §13). */
export const tableDefinitions: { [K in TableKind]: TableDefinition<K> } = {
  users: {
    title: 'Users',
    noun: 'users',
    columns: [
      { header: 'Signed up', cell: (r, tz) => when(r.createdAt, tz) },
      { header: 'Name', cell: (r) => r.name, rowHeader: true },
      { header: 'Email', cell: (r) => mail(r.email) },
    ],
  },
  contacts: {
    title: 'Contact Requests',
    noun: 'contact requests',
    columns: [...leadColumns(), { header: 'Question', cell: (r) => r.question, wrap: true }],
  },
  demos: {
    title: 'Demo Requests',
    noun: 'demo requests',
    columns: [
      ...leadColumns(),
      { header: 'Business Name', cell: (r) => r.businessname },
      { header: 'Job Function', cell: (r) => r.jobfunction },
      { header: 'Looking For', cell: (r) => r.lookingfor },
      { header: 'Message', cell: (r) => r.message, wrap: true },
    ],
  },
  subscribers: {
    title: 'Newsletter Subscribers',
    noun: 'subscribers',
    columns: [
      { header: 'Subscribed', cell: (r, tz) => when(r.createdAt, tz) },
      { header: 'Email', cell: (r) => mail(r.email), rowHeader: true },
      { header: 'Status', cell: (r) => subscriberStatus[r.status] ?? r.status },
      { header: 'Confirmed', cell: (r, tz) => when(r.confirmedAt, tz) },
    ],
  },
};

export const tableKinds: TableKind[] = ['users', 'contacts', 'demos', 'subscribers'];
