import type { ColumnType, Generated } from 'kysely';

/** Timestamps: timestamptz on PostgreSQL, ISO-8601 text on SQLite; written as ISO strings. */
export type Timestamp = ColumnType<Date | string, string, string>;

export interface ContactRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  contact: string;
  question: string;
  created_at: Timestamp;
}

export interface Database {
  contact_requests: ContactRequestsTable;
}
