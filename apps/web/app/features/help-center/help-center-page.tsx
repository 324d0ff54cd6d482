import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CtaPanel } from '../../components/ui/cta-panel';
import { PageHero } from '../../components/ui/page-hero';
import { PageColumn, TitledSection } from '../../components/ui/section';
import { buttonClass } from '../../components/ui/button';
import { countryContact, type CountryContact } from '../../config/site';
import type { HelpArticle, helpCenterPage } from '../../content/help-center';
import { replaceUrlState, splitUrlState, useUrlState } from '../../lib/url-state';
import { useCountry } from '../layout/country';
import { answerMarkup, answerSpacing, answerText } from './answer-style';

/** The published answers and their order, read by the server (routes/help-center.tsx) and sent as page data. */
export interface HelpCenterContent {
  articles: HelpArticle[];
  categories: readonly string[];
  suggestedIds: string[];
  /** The words around the answers (content/help-center-extra.ts). */
  copy: typeof helpCenterPage;
}

const byId = (articles: readonly HelpArticle[], id: string) => articles.find((a) => a.id === id);

/** The URL names the search and the open answer (?q=...#answer-id), so both can be shared. */
function readUrl(url: string | null, articles: readonly HelpArticle[]): { query: string; articleId: string | null } {
  const { search, hash } = splitUrlState(url ?? '');
  const query = new URLSearchParams(search).get('q')?.trim() ?? '';
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return { query, articleId: id && byId(articles, id) ? id : null };
}

/**
 * product §13: the numbers a visitor sees follow the country picker. The answers are written with
 * India's numbers (the prerendered page's); the chosen country's take their place.
 */
function withCountryNumbers(text: string, country: CountryContact): string {
  const india = countryContact('IN');
  return text.replaceAll(india.salesPhone, country.salesPhone).replaceAll(india.supportPhone, country.supportPhone);
}

function urlFor(query: string, articleId: string | null): string {
  return `${query ? `?${new URLSearchParams({ q: query })}` : ''}${articleId ? `#${articleId}` : ''}`;
}

/**
 * product §2 "Help center" with product §13: 'How can we help you?', an 'Ask a question' search
 * that finds answers, and eight suggested questions that open real answers.
 */
export function HelpCenterPage({ articles, categories, suggestedIds, copy }: HelpCenterContent) {
  const url = useUrlState();
  const { query, articleId } = readUrl(url, articles);
  const suggested = suggestedIds.map((id) => byId(articles, id)).filter((a): a is HelpArticle => a !== undefined);
  const found = useHelpSearch(query);
  const results = found && found !== 'failed' ? found.flatMap((id) => byId(articles, id) ?? []) : [];
  const article = articleId ? byId(articles, articleId) : undefined;
  const answerRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'answer' | 'results' | null>(null);
  const arrived = useRef(false);

  // After a choice, move focus to what appeared, so keyboard and screen-reader users land on it;
  // a shared link to an answer scrolls to it on arrival.
  useEffect(() => {
    if (url !== null && !arrived.current) {
      arrived.current = true;
      if (articleId) focusNext.current = 'answer';
    }
    const target = focusNext.current === 'answer' ? answerRef.current : focusNext.current === 'results' ? resultsRef.current : null;
    focusNext.current = null;
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'nearest' });
  }, [url, articleId]);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    focusNext.current = 'results';
    replaceUrlState(urlFor(q, null));
  }

  function open(id: string) {
    focusNext.current = 'answer';
    replaceUrlState(urlFor(query, id));
  }

  return (
    <>
      <PageHero
        hero={copy}
        width="text"
        columnClassName="py-14 text-center lg:py-20"
        titleClassName="mt-3 page-title"
        leadClassName="mt-4 text-lg text-ink-600"
      >
        {/* key: a shared ?q= fills the box once the URL is read after hydration. */}
        <form key={query} role="search" onSubmit={onSearch} className="mt-8 flex flex-col gap-3 sm:flex-row">
          <label htmlFor="help-search" className="sr-only">
            {copy.searchLabel}
          </label>
          <input
            id="help-search"
            name="q"
            type="search"
            defaultValue={query}
            onFocus={warmSearch}
            placeholder={copy.searchLabel}
            autoComplete="off"
            className="min-h-12 flex-1 rounded-control border border-ink-300 bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <button type="submit" className={buttonClass('primary', '', 'lg')}>
            {copy.searchButton}
          </button>
        </form>
      </PageHero>

      <PageColumn width="wide" className="pb-8">
        <section aria-labelledby="suggested-title">
          <h2 id="suggested-title" className="text-xl font-bold text-ink-900">
            {copy.suggestedTitle}
          </h2>
          <QuestionList articles={suggested} activeId={articleId} onOpen={open} />
        </section>

        {query && (
          <section aria-labelledby="results-title" className="mt-12">
            <h2 id="results-title" ref={resultsRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-ink-900 focus:outline-none">
              {copy.resultsTitle}
            </h2>
            <p role="status" className="mt-1 text-ink-600">
              {found === null
                ? copy.searching
                : found === 'failed'
                  ? copy.searchFailed
                  : (results.length === 0 ? copy.noResults : results.length === 1 ? copy.resultsOne : copy.resultsMany)
                      .replace('{count}', String(results.length))
                      .replace('{query}', () => query)}
            </p>
            {found === null || found === 'failed' ? null : results.length > 0 ? (
              <QuestionList articles={results} activeId={articleId} onOpen={open} />
            ) : (
              <Link to={copy.help.contact.href} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
                {copy.help.contact.label}
              </Link>
            )}
          </section>
        )}

        {article && (
          <article aria-labelledby="answer-title" className="mt-12 rounded-panel border border-brand-100 bg-white p-6 shadow-card sm:p-8">
            <p className="eyebrow">{article.category}</p>
            <h2 id="answer-title" ref={answerRef} tabIndex={-1} className="mt-2 scroll-mt-24 text-2xl font-bold text-ink-900 focus:outline-none">
              {article.question}
            </h2>
            <Answer article={article} spacing={answerSpacing} className={`mt-4 ${answerText} ${answerMarkup}`} />
          </article>
        )}
      </PageColumn>

      <TitledSection titleId="browse-title" title={copy.browseTitle} titleClassName="text-xl font-bold text-ink-900" width="wide" className="py-12">
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          {categories.map((category) => (
            <div key={category}>
              <h3 className="font-semibold text-ink-900">{category}</h3>
              <ul className="mt-3 divide-y divide-ink-200 rounded-card border border-ink-200 bg-white">
                {articles
                  .filter((a) => a.category === category)
                  .map((a) => (
                    // Native disclosure: every answer is in the prerendered HTML and opens without script.
                    <li key={a.id}>
                      <details className="group">
                        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-ink-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                          {a.question}
                          <span aria-hidden="true" className="text-lg leading-none text-brand-600 transition-transform group-open:rotate-45">
                            +
                          </span>
                        </summary>
                        <Answer article={a} spacing="space-y-3" className={`px-4 pb-4 text-sm text-ink-600 ${answerMarkup}`} />
                      </details>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </TitledSection>

      <CtaPanel
        titleId="help-more"
        title={copy.help.title}
        text={copy.help.text}
        beside
        width="wide"
        padding="p-8"
        titleClassName="text-2xl font-bold"
        textClassName="mt-2 text-brand-100"
      >
        <div className="flex flex-wrap gap-3">
          <Link to={copy.help.contact.href} className={buttonClass('light', '', 'lg')}>
            {copy.help.contact.label}
          </Link>
          <Link to={copy.help.plans.href} className={buttonClass('inverse', '', 'lg')}>
            {copy.help.plans.label}
          </Link>
        </div>
      </CtaPanel>
    </>
  );
}

/** Starts loading the site search (library and index) once a visitor is about to ask. */
const warmSearch = () => void import('../search/load-search').then((m) => m.loadSearch()).catch(() => undefined);

/**
 * The help answers matching `query`, by the site search scoped to help (docs/decisions/035-message-tools-and-search.md):
 * its code and index load on the first question, so they are not in the page's first load. Null while loading.
 */
function useHelpSearch(query: string): string[] | 'failed' | null {
  const [found, setFound] = useState<{ query: string; ids: string[] | 'failed' } | null>(null);
  useEffect(() => {
    if (!query) return;
    let live = true;
    import('../search/load-search')
      .then(async (m) => m.helpAnswerIds((await m.loadSearch())(query, 'Help')))
      .then(
        (ids) => {
          if (live) setFound({ query, ids });
        },
        () => {
          if (live) setFound({ query, ids: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [query]);
  return found && found.query === query ? found.ids : null;
}

/** An answer, with the phone numbers of the visitor's country (product §13); its HTML is sanitised by the server. */
function Answer({ article, className, spacing }: { article: HelpArticle; className: string; spacing: string }) {
  const { country } = useCountry();
  return (
    <div className={`${spacing} ${className}`}>
      <div className={spacing} dangerouslySetInnerHTML={{ __html: withCountryNumbers(article.html, country) }} />
      {/* docs/decisions/045: an answer that describes part of the product links to it. */}
      {article.link && (
        <p>
          <Link to={article.link.href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {article.link.label}
          </Link>
        </p>
      )}
    </div>
  );
}

/** Questions that open their answer below (the suggested ones, the search's results); the open one is pressed. */
function QuestionList({ articles, activeId, onOpen }: { articles: HelpArticle[]; activeId: string | null; onOpen: (id: string) => void }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {articles.map((article) => {
        const active = article.id === activeId;
        return (
          <li key={article.id}>
            <button
              type="button"
              onClick={() => onOpen(article.id)}
              aria-pressed={active}
              className={`flex min-h-14 w-full items-center rounded-card border px-4 py-3 text-left text-sm font-semibold transition-colors ${
                active ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-ink-200 bg-white text-ink-900 hover:border-brand-600 hover:text-brand-700'
              }`}
            >
              {article.question}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
