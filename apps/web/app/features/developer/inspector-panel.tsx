import type { InspectorEntry } from '@tarang/shared/test-callbacks';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Panel, StatusLine } from '../../components/ui/panel';
import { inspectorPanel as words } from '../../content/developer-callbacks';
import { errorText } from '../../lib/api';
import { useStatusAction } from '../../lib/use-status-action';
import { loadInspector, resendCallback } from './callbacks-api';
import { when } from './panel';

/** How often the newest page is read again, so callbacks appear as they are sent without a reload. */
const REFRESH_MS = 3000;

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A JSON value in a scrolling box the keyboard can reach; `label` heads it when its summary does not say what it is. */
function Block({ label, value }: { label?: string; value: unknown }) {
  return (
    <div className="mt-2">
      {label && <p className="text-xs font-semibold text-ink-700">{label}</p>}
      <pre tabIndex={0} className="mt-1 max-h-48 overflow-auto rounded-control bg-ink-50 p-2 text-xs whitespace-pre-wrap break-all">
        {json(value)}
      </pre>
    </div>
  );
}

function Entry({ entry, onResend, busy }: { entry: InspectorEntry; onResend(id: number): void; busy: boolean }) {
  if (entry.kind === 'request') {
    return (
      <>
        <p className="font-semibold text-ink-900">
          {words.request}: <span className="font-mono break-all">{`${entry.method} ${entry.path}`}</span> → {entry.status}{' '}
          <span className="font-normal text-ink-600">({when(entry.at)})</span>
        </p>
        <details className="mt-1">
          <summary className="cursor-pointer text-sm text-brand-700">{`${words.requestBody} / ${words.answer}`}</summary>
          <Block label={words.requestBody} value={entry.request} />
          <Block label={words.answer} value={entry.answer} />
        </details>
      </>
    );
  }
  const payload = entry.payload as { type?: string; data?: { status?: string } } | null;
  return (
    <>
      <p className="font-semibold text-ink-900">
        {words.callback}: <span className="font-mono">{payload?.data?.status ?? entry.event}</span> · {words.states[entry.state]}{' '}
        <span className="font-normal text-ink-600">({when(entry.at)})</span>
      </p>
      <p className="mt-1 text-ink-700">
        {words.to} <span className="font-mono break-all">{entry.url}</span> · {words.attempts(entry.attempts)} · {words.lastStatus(entry.lastStatus, entry.lastResult)}
        {entry.nextAttemptAt ? ` · ${words.due(when(entry.nextAttemptAt))}` : ''}
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer text-sm text-brand-700">{words.payload}</summary>
        <Block value={entry.payload} />
      </details>
      <Button variant="secondary" className="mt-2" disabled={busy} onClick={() => onResend(entry.id)}>
        {words.resend}
        <span className="sr-only">{` ${entry.event} ${entry.id}`}</span>
      </Button>
    </>
  );
}

/**
 * The request inspector (docs/product.md §15, docs/decisions/049-test-mode-callbacks.md): the visitor's test
 * requests and delivery-report callbacks, newest first, page by page, with Resend on each callback.
 */
export function InspectorPanel({ token }: { token: string }) {
  const [first, setFirst] = useState<InspectorEntry[] | null>(null);
  const [older, setOlder] = useState<InspectorEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const { busy, status, setStatus, run } = useStatusAction(words.failed);

  // A failed read is left to the next refresh.
  const refresh = useCallback(
    () =>
      loadInspector(token).then(
        (result) => {
          if (!result.ok || !result.data) return;
          setFirst(result.data.entries);
          setOlder([]);
          setCursor(result.data.nextCursor);
        },
        () => undefined,
      ),
    [token],
  );
  // The newest page is read again while no older page is open: reading again would move what the visitor reads.
  useEffect(() => {
    const start = setTimeout(() => void refresh(), 0);
    const timer = older.length === 0 ? setInterval(() => void refresh(), REFRESH_MS) : undefined;
    return () => {
      clearTimeout(start);
      if (timer) clearInterval(timer);
    };
  }, [refresh, older.length]);

  async function more() {
    if (!cursor) return;
    const result = await loadInspector(token, cursor).catch(() => null);
    if (!result?.ok || !result.data) return setStatus(result ? errorText(result, words.failed) : words.failed);
    setOlder((o) => [...o, ...result.data!.entries]);
    setCursor(result.data.nextCursor);
  }

  const resend = (id: number) =>
    run(async () => {
      const result = await resendCallback(token, id);
      setStatus(result.ok ? words.resent : errorText(result, words.failed));
      if (result.ok) await refresh();
      return undefined;
    });

  const entries = [...(first ?? []), ...older];
  return (
    <Panel id="developer-inspector" title={words.heading} intro={words.intro}>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void refresh()}>
          {words.refresh}
        </Button>
        <StatusLine text={status} className="" />
      </div>
      {first && entries.length === 0 && <p className="mt-4 text-sm text-ink-600">{words.empty}</p>}
      <ol className="mt-4 space-y-3" aria-label={words.heading}>
        {entries.map((e) => (
          <li key={`${e.kind}-${e.id}`} className="rounded-control border border-ink-200 p-3 text-sm">
            <Entry entry={e} onResend={(id) => void resend(id)} busy={busy} />
          </li>
        ))}
      </ol>
      {cursor && (
        <Button variant="ghost" className="mt-3" onClick={() => void more()}>
          {words.more}
        </Button>
      )}
    </Panel>
  );
}
