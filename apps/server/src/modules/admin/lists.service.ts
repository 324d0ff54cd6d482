import type { ListQuery } from '@tarang/shared/admin';
import { AppError } from '../../plugins/errors';
import { csvLine, exportColumns } from './csv';
import type { ListFilter, ListName, ListsRepository } from './lists.repository';
import { type Cursor, decodeCursor, encodeCursor } from './paging';

const EXPORT_BATCH = 1000;

export function createListsService(repo: ListsRepository) {
  return {
    /** One page plus the total matching the filter (the cursor does not change the total). */
    async page(name: ListName, query: ListQuery) {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !after) throw new AppError(400, 'The cursor is not valid. Start again from the first page.');
      const filter: ListFilter = { from: query.from, to: query.to, q: query.q };
      const [total, page] = await Promise.all([repo.count(name, filter), repo.page(name, filter, query.limit, after)]);
      return { total, rows: page.rows, nextCursor: page.next && encodeCursor(page.next) };
    },

    /** Every matching row as CSV lines, read in batches so a million rows never sit in memory. */
    async *exportCsv(name: ListName, filter: ListFilter): AsyncGenerator<string> {
      const columns = exportColumns[name];
      yield csvLine(columns.map(([label]) => label));
      let after: Cursor | undefined;
      do {
        const page: { rows: unknown[]; next?: Cursor } = await repo.page(name, filter, EXPORT_BATCH, after);
        let chunk = '';
        for (const row of page.rows as Record<string, unknown>[]) chunk += csvLine(columns.map(([, field]) => row[field]));
        if (chunk) yield chunk;
        after = page.next;
      } while (after);
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
