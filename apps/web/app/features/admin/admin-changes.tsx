import type { MessageResponse } from '@tarang/shared/auth';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { errorText, type ApiResult } from '../../lib/api';
import { SERVER_UNREACHABLE, SessionEndedError } from './admin-api';
import { useAdminSession } from './admin-session-context';

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

/** A small table in a scrolling region (keyboard users can scroll it: tabIndex 0), as the dashboard's tables. */
export function Table({
  caption,
  headers,
  loading,
  failed,
  empty,
  emptyText = 'Nothing to show.',
  children,
}: {
  caption: string;
  headers: string[];
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto rounded-card border border-ink-200">
      <table aria-busy={loading} className="w-full border-collapse text-left text-sm">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-ink-50 text-xs font-semibold uppercase tracking-wide text-ink-600">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap border-b border-ink-200 px-3 py-3 first:pl-4 last:pr-4">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={headers.length} className="px-4 py-8 text-center text-ink-600">
                {loading ? 'Loading…' : failed ? 'This list could not be loaded.' : emptyText}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
