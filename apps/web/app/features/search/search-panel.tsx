import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchCopy as copy } from '../../content/search';
import { useDebouncedText } from '../admin/use-debounced-text';
import { loadSearch } from './load-search';
import type { SearchHit, SiteSearch } from './search-index';

/**
 * The search dialog's content: a combobox over a list of results (WAI-ARIA APG combobox with listbox
 * popup). Up and Down choose a result, Enter opens it, Escape closes the dialog (modal-dialog.tsx);
 * the count is announced once typing pauses.
 */
export default function SearchPanel({ close }: { close(): void }) {
  const id = useId();
  const [search, setSearch] = useState<SiteSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  // Opened by '/' before this code had loaded, the dialog focused itself; the box takes focus now.
  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    let live = true;
    loadSearch().then(
      (s) => live && setSearch(() => s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const hits: SearchHit[] = search && query.trim() ? search(query) : [];
  const status = search && query.trim() ? copy.count(hits.length, query.trim()) : '';
  const announced = useDebouncedText(status, 500);
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-hit-${i}`;

  // The chosen result stays in view as the arrow keys move past the dialog's edge.
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const open = (hit: SearchHit) => {
    close();
    window.location.assign(hit.url);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) open(hit);
    }
  }

  return (
    <div className="p-5 pt-6 sm:p-6">
      <h2 id="site-search-title" className="pr-12 text-xl font-bold text-ink-900">
        {copy.title}
      </h2>
      <label htmlFor={`${id}-q`} className="mt-4 block text-sm font-medium text-ink-700">
        {copy.inputLabel}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        type="search"
        role="combobox"
        data-autofocus=""
        autoComplete="off"
        spellCheck={false}
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={hits.length > 0 ? optionId(Math.min(active, hits.length - 1)) : undefined}
        aria-describedby={`${id}-hint`}
        placeholder={copy.placeholder}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className="mt-1.5 block w-full rounded-control border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
        {copy.hint}
      </p>
      {!search && !failed && <p className="mt-4 text-sm text-ink-600">{copy.loading}</p>}
      {failed && <p className="mt-4 text-sm text-danger-700">{copy.failed}</p>}
      <ul id={listId} role="listbox" aria-label={copy.title} className="mt-4 space-y-1">
        {hits.map((hit, i) => (
          <li
            key={hit.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onClick={() => open(hit)}
            onPointerMove={() => setActive(i)}
            className={`cursor-pointer rounded-control border p-3 ${i === active ? 'border-brand-600 bg-brand-50' : 'border-transparent'}`}
          >
            <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">{hit.section}</span>
            <span className="block font-semibold text-ink-900">{hit.title}</span>
            <span className="mt-0.5 block text-sm text-ink-600">{hit.snippet}</span>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {announced}
      </p>
    </div>
  );
}
