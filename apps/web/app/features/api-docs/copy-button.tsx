import { useEffect, useState } from 'react';
import { CheckIcon } from '../../components/ui/icons';
import { useDocWords } from './doc-words';

const RESET_MS = 2000;

// The copy code loads at the press: the docs page's first JavaScript carries only the buttons.
const copy = (text: string) => import('../../lib/copy-text').then((m) => m.copyText(text));

/** Copies a code sample. The label says what happened ('Copied'), and a live region announces it. */
export function CopyButton({ text, className = '' }: { text: string; className?: string }) {
  const words = useDocWords();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const label = state === 'copied' ? words.copied : state === 'failed' ? words.copyFailed : words.copy;
  return (
    <button
      type="button"
      onClick={async () => setState((await copy(text).catch(() => false)) ? 'copied' : 'failed')}
      className={`inline-flex min-h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-control border border-white/20 bg-white/10 px-3 text-xs font-semibold text-white hover:bg-white/20 ${className}`}
    >
      {state === 'copied' && <CheckIcon className="size-3.5" />}
      <span aria-live="polite">{label}</span>
    </button>
  );
}
