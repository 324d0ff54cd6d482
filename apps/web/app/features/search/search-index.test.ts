import { beforeAll, describe, expect, test } from 'vitest';
import { publicPaths } from '../../config/routes';
import type { HelpArticle } from '../../content/help-center';
import { STARTING_CONTENT_MS, startingContent } from '../../test/starting-content';
import { blogArticleOf } from '../blog/blog.server';
import type { BlogArticle } from '../blog/blog-types';
import { helpArticleOf } from '../help-center/help-center.server';
import { helpAnswerIds } from './load-search';
import { searchDocuments } from './search-documents.server';
import { buildSearchIndex, loadSearchIndex, snippetOf, type SearchDocument, type SiteSearch } from './search-index';

const doc = (id: string, title: string, text: string, section: SearchDocument['section'] = 'Help'): SearchDocument => ({
  id,
  title,
  section,
  url: id,
  text,
  snippet: snippetOf(text),
});

describe('the index builder and its ranking', () => {
  const search = loadSearchIndex(
    buildSearchIndex([
      doc('/a', 'Sender ID rules', 'A sender ID has six letters.'),
      doc('/b', 'Delivery reports', 'Each report names the sender ID of the message.'),
      doc('/c', 'Voice calls', 'Broadcast a recorded message.', 'Services'),
    ]),
  );

  test('a word in the title ranks above the same word in the text', () => {
    expect(search('sender').map((h) => h.id)).toEqual(['/a', '/b']);
  });

  test('every word must match when some page has them all; prefixes and a typo still find it', () => {
    expect(search('report sender').map((h) => h.id)).toEqual(['/b']);
    expect(search('broadc').map((h) => h.id)).toEqual(['/c']);
    expect(search('brodcast').map((h) => h.id)).toEqual(['/c']);
  });

  test('with no page holding every word, pages holding some of them', () => {
    expect(search('voice sender').map((h) => h.id).sort()).toEqual(['/a', '/b', '/c']);
  });

  test('a search scoped to one section finds that section only', () => {
    expect(search('voice sender', 'Help').map((h) => h.id).sort()).toEqual(['/a', '/b']);
    expect(search('broadcast', 'Help')).toEqual([]);
    expect(search('broadcast', 'Services').map((h) => h.id)).toEqual(['/c']);
  });

  test('a hit carries what the dialog shows, not the indexed text', () => {
    expect(search('voice')[0]).toEqual({ id: '/c', title: 'Voice calls', section: 'Services', url: '/c', snippet: 'Broadcast a recorded message.' });
    expect(search('   ')).toEqual([]);
  });

  test('snippets are cut at a word', () => {
    expect(snippetOf('one two three', 9)).toBe('one two…');
    expect(snippetOf('  short\n text ')).toBe('short text');
  });
});

describe('what the site search covers', () => {
  // The starting posts and answers, as the server publishes them (docs/decisions/051-content-studio.md).
  let helpArticles: HelpArticle[] = [];
  let articles: BlogArticle[] = [];
  let documents: ReturnType<typeof searchDocuments> = [];
  let search: SiteSearch = () => [];
  beforeAll(async () => {
    const { posts, answers } = await startingContent();
    helpArticles = answers.map(helpArticleOf);
    articles = posts.map(blogArticleOf);
    documents = searchDocuments({ answers: helpArticles, articles });
    search = loadSearchIndex(buildSearchIndex(documents));
  }, STARTING_CONTENT_MS);

  test('every section is there, and ids are unique', () => {
    const sections = new Set(documents.map((d) => d.section));
    expect([...sections].sort()).toEqual(['API docs', 'Blog', 'Help', 'Pages', 'Services', 'Tools']);
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
  });

  test('every public page is found: each has a result leading to it, and its own words find it among the first', () => {
    // /login is a form, and /new-blog and /Privacy-Policy are other spellings of pages that are found.
    const spellings = new Set(['/login', '/new-blog', '/Privacy-Policy']);
    const pathOf = (url: string) => url.split(/[?#]/)[0];
    for (const path of publicPaths.filter((p) => !spellings.has(p))) {
      expect(documents.some((d) => pathOf(d.url) === path), path).toBe(true);
    }
    // A page's own name puts it among the first results, beside help answers on the same subject.
    const near = (query: string) => search(query).slice(0, 3).map((h) => h.url);
    expect(near('pricing')).toContain('/price');
    expect(near('volume bands')).toContain('/price');
    expect(near('support plans')).toContain('/SupportPlans');
    expect(near('technical account manager')).toContain('/SupportPlans');
    expect(near('industry solutions')).toContain('/industry');
    expect(near('about us')).toContain('/about');
    expect(near('privacy policy')).toContain('/Privacy-policy');
    expect(near('terms and conditions')).toContain('/Term-Condition');
    expect(near('governing law')).toContain('/Term-Condition');
    expect(near('sms character counter')).toContain('/tools');
  });

  test('queries find an API doc, a help answer, a blog post, a service page and the tools page', () => {
    expect(search('send sms').some((h) => h.section === 'API docs')).toBe(true);
    expect(search('free trial').some((h) => h.section === 'Help')).toBe(true);
    expect(search('dlt').some((h) => h.section === 'Blog')).toBe(true);
    expect(search('whatsapp').some((h) => h.section === 'Services')).toBe(true);
    expect(search('dlt template checker')[0]?.url).toBe('/tools');
  });

  test('the help center’s box searches help answers only, and each answer’s question finds it first', () => {
    for (const a of helpArticles) {
      const hits = search(a.question, 'Help');
      expect(hits.every((h) => h.section === 'Help'), a.id).toBe(true);
      expect(helpAnswerIds(hits)[0], a.question).toBe(a.id);
    }
    expect(helpAnswerIds(search('How do I register for DLT?', 'Help'))).toContain('dlt-registration-steps');
    expect(search('zebra xylophone', 'Help')).toEqual([]);
  });

  test('the saved index holds every document, and every link is a page of this site', () => {
    const json = buildSearchIndex(documents);
    expect(JSON.parse(json)).toHaveProperty('documentCount', documents.length);
    const pages = new Set([...publicPaths, ...articles.map((e) => `/blog/${e.slug}`)].map((p) => p.toLowerCase()));
    for (const d of documents) expect(pages.has(d.url.replace(/[?#].*$/, '').toLowerCase()), d.url).toBe(true);
  });
});
