import { useEffect, useReducer, useRef, useState, type MouseEvent } from 'react';
import { DisclosureButton } from '../../components/ui/disclosure-button';
import { PageColumn } from '../../components/ui/section';
import type { DocGroup, GuideDoc } from '../../content/api-docs';
import { DocWordsContext, useDocWords, type ApiDocsWords } from './doc-words';
import { ComingSoonPanel, EndpointPanel, GuidePanel, tocEntries, type ComingSoonCopy, type DocWithSamples, type TocEntry } from './doc-panels';
import { chooseGroup, chooseItem, selectionFromUrl, selectionHref, showGuide, type DocSelection } from './doc-selection';
import { replaceUrlState, splitUrlState, useUrlState } from '../../lib/url-state';

/** The section nearest the top of the viewport, for the Table of Content and the menu. */
function useActiveSection(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');
  useEffect(() => {
    const elements = key
      .split('|')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const r of records) {
          if (r.isIntersecting) visible.set(r.target.id, r.boundingClientRect.top);
          else visible.delete(r.target.id);
        }
        const first = elements.find((el) => visible.has(el.id));
        if (first) setActive(first.id);
      },
      { rootMargin: '-80px 0px -55% 0px' },
    );
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }, [key]);
  return active;
}

function scrollToId(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ block: 'start' });
  el.focus({ preventScroll: true });
}

export interface ApiDocsContent {
  docGroups: DocGroup[];
  getStarted: GuideDoc;
  comingSoon: ComingSoonCopy;
  /** The documented services by menu group id (SMS and VOICE); other groups are 'coming soon'. */
  docs: Record<string, DocWithSamples>;
  /** The words around the docs. */
  words: ApiDocsWords;
}

export function ApiDocsPage({ words, ...content }: ApiDocsContent) {
  return (
    <DocWordsContext value={words}>
      <DocsBrowser {...content} />
    </DocWordsContext>
  );
}

function DocsBrowser({ docGroups, getStarted, comingSoon, docs }: Omit<ApiDocsContent, 'words'>) {
  const words = useDocWords();
  // The URL names the selection (?service=sms#send-sms), so a shared link opens it.
  const url = useUrlState();
  const { search, hash } = splitUrlState(url ?? '');
  const fromUrl = selectionFromUrl(search, hash, docGroups);
  // Which group's items are open is the reader's own doing, not part of the link; until they
  // choose, the linked group is open (product §4: choosing a group opens it).
  const [openChoice, setOpenChoice] = useState<{ open: string | null } | null>(null);
  const selection: DocSelection = { selected: fromUrl.selected, open: openChoice ? openChoice.open : fromUrl.open };

  const [menuOpen, setMenuOpen] = useState(false);
  const [tocOpen, setTocOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingScroll = useRef<string | null>(null);
  const arrived = useRef(false);
  // A choice that leaves the URL as it was (the same link twice) still has to scroll.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  // Scroll only after the panel holding the target has rendered: on arrival through a shared
  // link with #item, and after each choice in the menu or the Table of Content.
  useEffect(() => {
    if (url === null) return;
    if (!arrived.current) {
      arrived.current = true;
      if (fromUrl.target) pendingScroll.current = fromUrl.target;
    }
    const target = pendingScroll.current;
    pendingScroll.current = null;
    if (target) scrollToId(target);
  });

  const group: DocGroup | null = docGroups.find((g) => g.id === selection.selected) ?? null;
  const doc = group ? (docs[group.id] ?? null) : null;
  const toc: TocEntry[] = tocEntries(group, doc, getStarted);
  const activeId = useActiveSection(toc.map((t) => t.id));

  function onGroup(groupId: string) {
    const next = chooseGroup(selection, groupId);
    setOpenChoice({ open: next.open });
    if (selection.selected !== groupId) {
      // A new panel: bring its title into view if the reader had scrolled past it.
      const top = panelRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) pendingScroll.current = 'doc-panel-title';
    }
    replaceUrlState(selectionHref(next.selected));
  }

  function onItem(event: MouseEvent<HTMLAnchorElement>, groupId: string, itemId: string) {
    event.preventDefault();
    setOpenChoice({ open: chooseItem(selection, groupId).open });
    setMenuOpen(false);
    pendingScroll.current = itemId;
    rerender();
    replaceUrlState(selectionHref(groupId, itemId));
  }

  function onGuide(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setOpenChoice({ open: showGuide(selection).open });
    setMenuOpen(false);
    pendingScroll.current = 'doc-panel-title';
    rerender();
    replaceUrlState(selectionHref(null));
  }

  function onTocLink(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    setTocOpen(false);
    pendingScroll.current = id;
    rerender();
    replaceUrlState(selectionHref(selection.selected, id));
  }

  return (
    <PageColumn className="pb-20">
      <header className="border-b border-ink-200 py-8 lg:py-10">
        <p className="eyebrow">{words.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{words.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-600">{words.intro}</p>
        <p className="mt-3 text-sm text-ink-600">
          {words.markdownLinks.label}{' '}
          <a className="font-medium text-brand-700 underline underline-offset-2" href="/docs/sms.md">
            {words.markdownLinks.sms}
          </a>
          {', '}
          <a className="font-medium text-brand-700 underline underline-offset-2" href="/docs/voice.md">
            {words.markdownLinks.voice}
          </a>
          {', '}
          <a className="font-medium text-brand-700 underline underline-offset-2" href="/llms.txt">
            {words.markdownLinks.llms}
          </a>
        </p>
      </header>

      <div className="grid gap-8 pt-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:pt-8 xl:grid-cols-[15rem_minmax(0,1fr)_13rem]">
        {/* Left: the services menu (product §2). Below lg it folds behind a toggle. */}
        <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
          <DisclosureButton
            open={menuOpen}
            controls="api-menu"
            onClick={() => setMenuOpen((o) => !o)}
            className="flex min-h-11 w-full items-center justify-between rounded-control border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 lg:hidden"
          >
            {words.menuToggle}
          </DisclosureButton>
          <nav id="api-menu" aria-label={words.menuLabel} className={`${menuOpen ? 'block' : 'hidden'} mt-2 lg:mt-0 lg:block`}>
            <ul className="space-y-1 text-sm">
              <li>
                <a
                  href="/api"
                  onClick={onGuide}
                  aria-current={selection.selected === null ? 'page' : undefined}
                  className={menuRowClass(selection.selected === null)}
                >
                  {words.guideEntry}
                </a>
              </li>
              {docGroups.map((g) => {
                const isOpen = selection.open === g.id;
                const isSelected = selection.selected === g.id;
                return (
                  <li key={g.id}>
                    <DisclosureButton
                      open={isOpen}
                      controls={`api-menu-${g.id}`}
                      chevronClassName="size-4 shrink-0"
                      aria-current={isSelected ? 'true' : undefined}
                      onClick={() => onGroup(g.id)}
                      className={`${menuRowClass(isSelected)} w-full justify-between`}
                    >
                      {g.label}
                    </DisclosureButton>
                    <ul id={`api-menu-${g.id}`} hidden={!isOpen} className="my-1 ml-3 space-y-0.5 border-l border-ink-200 pl-2">
                      {g.items.map((item) => {
                        const current = isSelected && activeId === item.id;
                        return (
                          <li key={item.id}>
                            <a
                              href={`/api${selectionHref(g.id, item.id)}`}
                              onClick={(e) => onItem(e, g.id, item.id)}
                              aria-current={current ? 'location' : undefined}
                              className={`flex min-h-9 items-center rounded-control px-3 py-1.5 ${
                                current ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink-700 hover:bg-ink-50 hover:text-brand-700'
                              }`}
                            >
                              {item.label}
                            </a>
                          </li>
                        );
                      })}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>

        {/* Centre: the panel for the selection. */}
        <div ref={panelRef} className="min-w-0 [overflow-wrap:anywhere]">
          {/* Below xl the Table of Content folds behind a toggle above the panel; on xl it is the right column. */}
          <div className="mb-6 xl:hidden">
            <DisclosureButton
              open={tocOpen}
              controls="api-toc-inline"
              onClick={() => setTocOpen((o) => !o)}
              className="flex min-h-11 w-full items-center justify-between rounded-control border border-ink-200 bg-ink-50 px-4 text-sm font-semibold text-ink-900"
            >
              {words.tocToggle}
            </DisclosureButton>
            <div id="api-toc-inline" hidden={!tocOpen} className="mt-2 rounded-card border border-ink-200 p-4">
              <TocList entries={toc} activeId={activeId} selected={selection.selected} onPick={onTocLink} />
            </div>
          </div>
          <p className="sr-only" role="status">
            {group ? (doc ? doc.title : `${group.label} API`) : words.guideEntry}
          </p>
          {!group ? (
            <GuidePanel getStarted={getStarted} />
          ) : doc ? (
            <EndpointPanel group={group} doc={doc} />
          ) : (
            <ComingSoonPanel group={group} comingSoon={comingSoon} />
          )}
        </div>

        <aside className="hidden xl:sticky xl:top-20 xl:block xl:max-h-[calc(100vh-6rem)] xl:self-start xl:overflow-y-auto">
          <h2 className="text-xs font-bold uppercase tracking-wide text-ink-600">{words.tocTitle}</h2>
          <TocList entries={toc} activeId={activeId} selected={selection.selected} onPick={onTocLink} />
        </aside>
      </div>
    </PageColumn>
  );
}

function TocList({
  entries,
  activeId,
  selected,
  onPick,
}: {
  entries: TocEntry[];
  activeId: string | null;
  selected: string | null;
  onPick: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
}) {
  const words = useDocWords();
  return (
    <nav aria-label={words.tocTitle}>
      <ol className="mt-3 space-y-1 border-l border-ink-200 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`/api${selectionHref(selected, entry.id)}`}
              onClick={(e) => onPick(e, entry.id)}
              aria-current={activeId === entry.id ? 'location' : undefined}
              className={`-ml-px block border-l-2 py-1 pl-3 ${
                activeId === entry.id ? 'border-brand-600 font-semibold text-brand-700' : 'border-transparent text-ink-600 hover:text-ink-900'
              }`}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const menuRowClass = (active: boolean) =>
  `flex min-h-11 items-center gap-2 rounded-control px-3 text-left font-semibold ${
    active ? 'bg-brand-600 text-white' : 'text-ink-900 hover:bg-brand-50 hover:text-brand-700'
  }`;
