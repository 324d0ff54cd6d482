import { type ExportQuery, type LeadListQuery } from '@tarang/shared/admin';
import { phoneE164 } from '@tarang/shared/foreign-phone';
import { leadStatusLabels, type LeadStatus } from '@tarang/shared/leads';
import { parseAttribution } from '../leads/attribution';
import { attributionCsvColumns, csvLine, exportColumns, leadWorkCsvColumns, phoneCell, phoneFields } from './csv';
import type { ListFilter, ListName, ListsRepository } from './lists.repository';
import { csvPages, type CursorCodec, processCursorCodec } from './paging';

const hasWork = (name: ListName) => name === 'contacts' || name === 'demos';

/** A lead's row with its number in E.164 beside it as stored (docs/decisions/040-phone-numbers-in-e164.md). */
function withContactE164<R>(name: ListName, row: R): R {
  return hasWork(name) ? { ...row, contactE164: phoneE164((row as { contact: string }).contact) } : row;
}

/** The filters a list call or an export names, as the repository takes them. */
export function filterOf(query: ExportQuery | LeadListQuery): ListFilter {
  return { from: query.from, to: query.to, q: query.q, status: query.status, owner: query.owner, source: query.source, campaign: query.campaign };
}

/**
 * `cursors` signs the page cursors with the key every instance shares (the server passes it); the CLI,
 * which pages nothing, leaves it to a key of its own.
 */
export function createListsService(repo: ListsRepository, cursors: CursorCodec = processCursorCodec()) {
  return {
    /** One page plus the total matching the filter (the cursor does not change the total). */
    async page(name: ListName, query: LeadListQuery) {
      const after = cursors.after(query.cursor);
      const filter: ListFilter = { ...filterOf(query), spam: query.spam === 'true' };
      const [total, page] = await Promise.all([repo.count(name, filter), repo.page(name, filter, query.limit, after)]);
      return { total, rows: page.rows.map((row) => withContactE164(name, row)), nextCursor: page.next && cursors.encode(page.next) };
    },

    /**
     * Every matching row as CSV lines, read in batches so a million rows never sit in memory. `done` is
     * told the rows read and whether the export finished (the audit trail records exports with them).
     */
    async *exportCsv(name: ListName, filter: ListFilter, done?: (rows: number, complete: boolean) => Promise<void> | void): AsyncGenerator<string> {
      const columns = exportColumns[name];
      // Owners are a handful of admins: their e-mails are read once, not joined on every row.
      const owners = hasWork(name) ? await repo.adminEmails() : new Map<number, string>();
      yield csvLine([...columns.map(([label]) => label), ...(hasWork(name) ? leadWorkCsvColumns : []), ...attributionCsvColumns.map(([label]) => label)]);
      yield* csvPages<unknown>(
        (limit, after) => repo.page(name, filter, limit, after),
        (value) => {
          const row = withContactE164(name, value as Record<string, unknown>);
          const work = hasWork(name) ? [leadStatusLabels[row.status as LeadStatus], row.statusReason, row.ownerId === null ? '' : (owners.get(row.ownerId as number) ?? `admin #${String(row.ownerId)}`)] : [];
          const attribution = parseAttribution(row.attribution as string | null);
          return csvLine([...columns.map(([, field]) => (phoneFields.has(field) ? phoneCell(row[field]) : row[field])), ...work, ...attributionCsvColumns.map(([, cell]) => cell(attribution))]);
        },
        done,
      );
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
