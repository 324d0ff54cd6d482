import type { CompiledQuery, Insertable, Kysely, SelectExpression, Selectable, Transaction } from 'kysely';
import type { Database } from './database';

type Db = Kysely<Database> | Transaction<Database>;

/** Compiled inserts per dialect (the adapter a database and its transactions share), then per shape. */
const compiled = new WeakMap<object, Map<string, CompiledQuery>>();

/**
 * Inserts one row and returns the asked columns, for the writes every lead makes (the lead and its
 * outbox row, inside the group commit). Kysely builds and compiles the statement once per dialect,
 * table, column list and returned columns; later rows reuse that SQL with their own values. Building
 * and compiling was about 20 µs per insert, two inserts per lead, a tenth of a contact request's CPU
 * (issue 8: POST /api/contact median 2,073 -> 2,332 requests/s). Other writes use the builder directly:
 * for them those microseconds do not matter.
 */
export async function insertRow<T extends keyof Database & string, R extends keyof Selectable<Database[T]> & string>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
  returning: readonly R[],
): Promise<Pick<Selectable<Database[T]>, R>> {
  const values = row as Record<string, unknown>;
  // Kysely leaves undefined values out of the statement, so they are not part of its shape either.
  const columns = Object.keys(values).filter((k) => values[k] !== undefined);
  const adapter = db.getExecutor().adapter;
  let byShape = compiled.get(adapter);
  if (!byShape) compiled.set(adapter, (byShape = new Map()));
  const shape = `${table}(${columns.join(',')}) returning ${returning.join(',')}`;
  let query = byShape.get(shape);
  if (!query) {
    // The column names are checked by the signature; Kysely's overloads cannot follow a generic table.
    const selections = returning as unknown as readonly SelectExpression<Database, T>[];
    query = db.insertInto(table).values(row).returning(selections).compile();
    byShape.set(shape, query);
  }
  // The compiled statement takes one parameter per column, in the row's key order.
  const result = await db.executeQuery<Pick<Selectable<Database[T]>, R>>({ ...query, parameters: columns.map((k) => values[k]) });
  const inserted = result.rows[0];
  if (!inserted) throw new Error(`the insert into ${table} returned no row`);
  return inserted;
}
