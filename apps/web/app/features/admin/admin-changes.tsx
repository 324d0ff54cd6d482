import type { MessageResponse } from '@tarang/shared/auth';
import { Children, cloneElement, Fragment, isValidElement, useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { errorText, type ApiResult } from '../../lib/api';
import { SERVER_UNREACHABLE, SessionEndedError } from './admin-api';
import { useAdminSession } from './admin-session-context';
import { TableFrame } from './data-table';

// The lists and buttons of the Security and Integrations pages (docs/decisions/027-admin-security.md,
// 033-webhooks.md): each list loads again after a change, and each change says how it went in a status line.

/** A list the page loads, and loads again after each change (`version`). */
export function useList<T>(fetch: (token: string, signal?: AbortSignal) => Promise<T[]>, what: string, version: number) {
  const { token, handleError } = useAdminSession();
  // Loading while the rows answer an older version (the previous rows stay shown meanwhile).
  const [state, setState] = useState<{ version: number; rows: T[]; failed: boolean }>({ version: -1, rows: [], failed: false });
  useEffect(() => {
    const controller = new AbortController();
    fetch(token, controller.signal).then(
      (rows) => setState({ version, rows, failed: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        handleError(error, what);
        setState((s) => ({ ...s, version, failed: true }));
      },
    );
    return () => controller.abort();
  }, [fetch, token, handleError, what, version]);
  return { rows: state.rows, failed: state.failed, loading: state.version !== version };
}

export interface Status {
  text: string;
  error: boolean;
}

/**
 * Runs one change (a button's call) and says how it went in the section's status line: the server's
 * sentence on success, its error sentence on refusal. An ended session leaves through handleError.
 */
export function useChange(done: () => void) {
  const { token, handleError } = useAdminSession();
  const [status, setStatus] = useState<Status>();
  const [busy, setBusy] = useState<string>();

  const run = useCallback(
    async (key: string, call: (token: string) => Promise<ApiResult<unknown>>, success: string) => {
      if (busy) return;
      setBusy(key);
      setStatus(undefined);
      try {
        const result = await call(token);
        const message = (result.data as MessageResponse | undefined)?.message;
        setStatus(result.ok ? { text: message || success, error: false } : { text: errorText(result, 'That did not work. Please try again.'), error: true });
        done();
      } catch (error) {
        handleError(error, key);
        if (!(error instanceof SessionEndedError)) setStatus({ text: SERVER_UNREACHABLE, error: true });
      } finally {
        setBusy(undefined);
      }
    },
    [busy, token, handleError, done],
  );
  return { status, setStatus, busy, run };
}

export function StatusLine({ status }: { status: Status | undefined }) {
  return (
    <p role="status" className={`min-h-5 text-sm ${status?.error ? 'text-danger-700' : 'text-ink-700'}`}>
      {status?.text}
    </p>
  );
}

/**
 * On a phone a row is a card: each cell on its own line under its column's name (from `data-label`), the
 * row's header first, so every value and every action button is on screen without scrolling sideways.
 * From `sm` up it is the table.
 */
const STACKED_ON_PHONES = [
  'max-sm:[&_thead]:sr-only',
  'max-sm:[&_table]:block max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:px-4 max-sm:[&_tr]:py-3',
  'max-sm:[&_td]:block max-sm:[&_td]:min-w-0! max-sm:[&_td]:px-0! max-sm:[&_td]:py-1!',
  'max-sm:[&_th[scope=row]]:block max-sm:[&_th[scope=row]]:min-w-0! max-sm:[&_th[scope=row]]:px-0! max-sm:[&_th[scope=row]]:py-1!',
  'max-sm:[&_td[data-label]]:before:block max-sm:[&_td[data-label]]:before:text-xs max-sm:[&_td[data-label]]:before:font-semibold max-sm:[&_td[data-label]]:before:uppercase max-sm:[&_td[data-label]]:before:text-ink-600 max-sm:[&_td[data-label]]:before:content-[attr(data-label)]',
].join(' ');

/** The row's cells (a fragment of them, as `row` returns) each told its column's name. */
function labelledCells(cells: ReactNode, headers: string[]): ReactNode {
  const list = isValidElement<{ children?: ReactNode }>(cells) && cells.type === Fragment ? cells.props.children : cells;
  return Children.toArray(list).map((cell, i) => (isValidElement(cell) ? cloneElement(cell as ReactElement<{ 'data-label'?: string }>, { 'data-label': headers[i] }) : cell));
}

/**
 * A small table in a scrolling region (keyboard users can scroll it: tabIndex 0), as the dashboard's tables:
 * one row per item of a useList answer, `row` giving the row's cells. On a phone each row is a card.
 */
export function Table<T extends { id: number | string }>({
  caption,
  headers,
  list,
  emptyText = 'Nothing to show.',
  row,
}: {
  caption: string;
  headers: string[];
  list: { rows: T[]; loading: boolean; failed: boolean };
  emptyText?: string;
  row: (item: T) => ReactNode;
}) {
  const { rows, loading, failed } = list;
  return (
    <TableFrame
      caption={caption}
      headers={headers}
      loading={loading}
      className={`overflow-x-auto rounded-card border border-ink-200 ${STACKED_ON_PHONES}`}
      emptyClassName="px-4 py-8 text-center text-ink-600"
      hasRows={rows.length > 0}
      empty={loading ? 'Loading…' : failed ? 'This list could not be loaded.' : emptyText}
    >
      {rows.map((item) => (
        <tr key={item.id} className="border-b border-ink-100 last:border-b-0">
          {labelledCells(row(item), headers)}
        </tr>
      ))}
    </TableFrame>
  );
}
