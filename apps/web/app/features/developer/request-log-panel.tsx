import type { TestRequestEntry } from '@tarang/shared/developer';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { developerPage as words } from '../../content/developer';
import { Panel } from '../../components/ui/panel';
import { loadRequests } from './developer-api';
import { when, type PanelProps } from './panel';

/** How often the request log is read again, so delivery reports appear without a reload. */
const LOG_REFRESH_MS = 3000;

/** What the checklist reads of the log: its requests and their reports' statuses. */
const progressOf = (entries: TestRequestEntry[]) => entries.map((e) => `${e.id}:${e.reports.map((r) => r.status).join(',')}`).join(' ');

/** The latest test requests with their answers and delivery reports; a new request or report reads the checklist again. */
export function RequestLogPanel({ token, reload }: PanelProps) {
  const [entries, setEntries] = useState<TestRequestEntry[] | null>(null);
  const seen = useRef<string | null>(null);
  // A failed read is left to the next refresh.
  const refresh = useCallback(
    () =>
      loadRequests(token).then(
        (result) => {
          if (!result.ok || !result.data) return;
          const progress = progressOf(result.data);
          if (seen.current !== null && seen.current !== progress) reload();
          seen.current = progress;
          setEntries(result.data);
        },
        () => undefined,
      ),
    [token, reload],
  );
  useEffect(() => {
    const first = setTimeout(() => void refresh(), 0);
    const timer = setInterval(() => void refresh(), LOG_REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [refresh]);

  return (
    <Panel id="developer-log" title={words.logHeading} intro={words.logIntro}>
      <Button variant="secondary" onClick={() => void refresh()}>
        {words.refresh}
      </Button>
      {entries && entries.length === 0 && <p className="mt-4 text-sm text-ink-600">{words.noRequests}</p>}
      <ol className="mt-4 space-y-3" aria-label={words.logHeading}>
        {(entries ?? []).map((e) => (
          <li key={e.id} className="rounded-control border border-ink-200 p-3 text-sm">
            <p className="font-semibold text-ink-900">
              <span className="font-mono">
                {e.method} {e.path}
              </span>{' '}
              → {e.statusCode} <span className="font-normal text-ink-600">({when(e.createdAt)})</span>
            </p>
            <pre tabIndex={0} className="mt-2 max-h-48 overflow-auto rounded-control bg-ink-50 p-2 text-xs whitespace-pre-wrap">{JSON.stringify(e.answer, null, 2)}</pre>
            {e.reports.length > 0 && (
              <div className="mt-2">
                <p className="font-semibold text-ink-800">{words.reports}</p>
                <ul>
                  {e.reports.map((r) => (
                    <li key={r.messageId} className="font-mono text-xs">
                      {r.messageId} {r.to}: {r.status}
                      {r.errorCode ? ` (${r.errorCode})` : ''}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
