import { beforeAll, describe, expect, test } from 'vitest';
import { publicPaths } from '../config/routes';
import { getStarted } from './api-docs';
import { faqs } from './faq';
import { helpArticleOf } from '../features/help-center/help-center.server';
import { STARTING_CONTENT_MS, startingContent } from '../test/starting-content';
import type { HelpArticle } from './help-center';
import { home } from './home';
import { pricing } from './pricing';
import { services } from './services';

// docs/decisions/045-promises-and-phone-numbers.md: the copy promises only what the product has. There
// is no web panel, billing page, "Developers > API keys" menu or trial credit; there are visitor
// accounts, the Developer page with a test key and test mode, Try it in the API docs, the message tools
// and site search. The SMS and Voice reference sections keep the spec's DLT wording (product §2, API
// docs), so they are not read here.

/** Every string in a content value, with where it is. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

/** The starting help answers (docs/decisions/051-content-studio.md); an editor's later changes are theirs to keep. */
let helpArticles: HelpArticle[] = [];
beforeAll(async () => {
  helpArticles = (await startingContent()).answers.map(helpArticleOf);
}, STARTING_CONTENT_MS);

const copy = () => [
  ...strings(faqs, 'faq'),
  ...strings(helpArticles, 'help'),
  ...strings(getStarted, 'getStarted'),
  ...strings(pricing, 'pricing'),
  ...strings(services, 'services'),
  ...strings(home, 'home'),
];

/** What the product does not have, however it is phrased. */
const unkept = [/web panel/i, /\bthe panel\b/i, /\bin the panel\b/i, /Developers\s*>/, /\bBilling\s*(>|page|in)/, /trial credit/i, /limited credits/i, /add credits from/i, /Top up credits/i];

describe('the copy keeps its promises', () => {
  test('no text promises a web panel, a billing page, a Developers menu or trial credits', () => {
    const broken = copy().filter(([, text]) => unkept.some((pattern) => pattern.test(text))).map(([at]) => at);
    expect(broken).toEqual([]);
  });

  test('the free trial is test mode, and says where it is: the Developer page', () => {
    const trial = faqs.find((f) => f.question === 'Is there a free trial?');
    expect(trial?.answer).toMatch(/test mode/);
    expect(trial?.link?.href).toBe('/developer');
    expect(pricing.freeTrial.cta.href).toBe('/developer');
    expect(helpArticles.find((a) => a.id === 'start-free-trial')?.link?.href).toBe('/developer');
    expect(helpArticles.find((a) => a.id === 'generate-api-key')?.link?.href).toBe('/developer');
    expect(getStarted.sections.map((s) => s.id)).toContain('test-mode');
  });

  test('every link an answer gives leads to a page of the site', () => {
    const pages = new Set([...publicPaths, '/developer']);
    const links = [...faqs, ...pricing.faq, ...helpArticles].flatMap((item) => (item.link ? [item.link.href] : []));
    expect(links.length).toBeGreaterThan(5);
    for (const href of links) expect(pages, href).toContain(href);
  });
});
