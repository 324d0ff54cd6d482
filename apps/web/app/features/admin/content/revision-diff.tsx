import { diffLines } from 'diff';

/**
 * A line diff, as people read one: removed lines struck through on red, added lines on green, each also
 * marked − or + and by <del>/<ins> for a screen reader, unchanged lines plain.
 */
export default function RevisionDiff({ before, after }: { before: string; after: string }) {
  const parts = diffLines(before.endsWith('\n') ? before : `${before}\n`, after.endsWith('\n') ? after : `${after}\n`);
  const changed = parts.some((p) => p.added || p.removed);
  if (!changed) return <p className="text-sm text-ink-700">No differences: the editor holds this revision’s text.</p>;
  return (
    <div role="region" aria-label="Differences" tabIndex={0} className="max-h-[28rem] overflow-auto rounded-card border border-ink-200 font-mono text-xs leading-5">
      {parts.map((part, i) => {
        const lines = part.value.replace(/\n$/, '').split('\n');
        const Tag = part.added ? 'ins' : part.removed ? 'del' : 'div';
        const style = part.added ? 'bg-success-50 text-ink-900 no-underline' : part.removed ? 'bg-danger-50 text-danger-700' : 'text-ink-600';
        const mark = part.added ? '+' : part.removed ? '−' : ' ';
        return (
          <Tag key={i} className={`block whitespace-pre-wrap break-words px-3 ${style}`}>
            {lines.map((line, j) => (
              <span key={j} className="block">
                <span aria-hidden="true" className="mr-2 select-none">
                  {mark}
                </span>
                {line || ' '}
              </span>
            ))}
          </Tag>
        );
      })}
    </div>
  );
}
