import type { ContentEntry } from '@tarang/shared/content';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusLine, useChange, useList } from '../admin-changes';
import { formatDashboardDate } from '../format-date';
import { LoadStatus, useKeyedLoad } from '../keyed-load';
import { fetchRevision, fetchRevisions, restoreRevision, type RevisionItem } from './content-api';
import type { FormValues } from './content-form';
import { ContentSection } from './content-section';
import { comparableText, parseTags } from './content-text';

// The line diff and its library load when an admin first compares (docs/product.md "Content studio").
const RevisionDiff = lazy(() => import('./revision-diff'));

/**
 * Every save as a revision (docs/product.md "Content studio"): number, time and author; one chosen is
 * compared line by line with the text in the editor, and Restore makes it the current text again as a new
 * revision.
 */
export function RevisionsPanel({
  entry,
  current,
  timeZone,
  version,
  onRestored,
}: {
  entry: ContentEntry;
  current: FormValues;
  timeZone: string;
  version: number;
  onRestored: (entry: ContentEntry) => void;
}) {
  const load = useCallback((token: string, signal?: AbortSignal) => fetchRevisions(entry.id, token, signal), [entry.id]);
  const list = useList<RevisionItem>(load, 'content revisions', version);
  const [chosen, setChosen] = useState<number>();
  const change = useChange(() => setChosen(undefined));

  return (
    <ContentSection title="Revisions" intro="Every save is kept. Compare one with the text in the editor, or restore it.">
      {list.failed && (
        <p role="status" className="mt-2 text-sm text-danger-700">
          The revisions could not be loaded.
        </p>
      )}
      <ol className="mt-4 max-h-80 divide-y divide-ink-100 overflow-y-auto rounded-card border border-ink-200" aria-busy={list.loading}>
        {list.rows.map((r) => (
          <li key={r.number} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-ink-900">
                Revision {r.number}
                {r.number === entry.revision && <span className="font-normal text-ink-600"> (current)</span>}
              </p>
              <p className="text-ink-600">
                <time dateTime={r.createdAt}>{formatDashboardDate(r.createdAt, timeZone)}</time> · {r.authorName}
              </p>
            </div>
            <Button type="button" variant={chosen === r.number ? 'primary' : 'secondary'} aria-pressed={chosen === r.number} onClick={() => setChosen(chosen === r.number ? undefined : r.number)}>
              Compare<span className="sr-only"> revision {r.number}</span>
            </Button>
          </li>
        ))}
      </ol>
      {chosen !== undefined && (
        <Comparison
          key={chosen}
          entryId={entry.id}
          number={chosen}
          current={current}
          restoring={change.busy === 'restore'}
          onRestore={() => {
            if (!window.confirm(`Restore revision ${chosen}? Its text becomes the current text, saved as a new revision; nothing is lost.`)) return;
            void change.run(
              'restore',
              async (token) => {
                const result = await restoreRevision(token, entry.id, chosen);
                if (result.ok && result.data) onRestored(result.data.entry);
                return result;
              },
              `Revision ${chosen} restored as a new revision.`,
            );
          }}
        />
      )}
      <div className="mt-3">
        <StatusLine status={change.status} />
      </div>
    </ContentSection>
  );
}

function Comparison({ entryId, number, current, restoring, onRestore }: { entryId: number; number: number; current: FormValues; restoring: boolean; onRestore: () => void }) {
  const { data: revision, failed, retry } = useKeyedLoad('content revision', [entryId, number], (token, signal) => fetchRevision(entryId, number, token, signal));
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-ink-900">Revision {number} → the editor</h3>
        <Button type="button" variant="secondary" busy={restoring} onClick={onRestore}>
          Restore revision {number}
        </Button>
      </div>
      <LoadStatus status={failed ? 'This revision could not be loaded.' : !revision ? 'Loading…' : undefined} failed={failed} retry={retry} />
      {revision && (
        <Suspense fallback={<p className="text-sm text-ink-600">Loading…</p>}>
          <RevisionDiff before={comparableText(revision)} after={comparableText({ ...current, tags: parseTags(current.tags) })} />
        </Suspense>
      )}
    </div>
  );
}
