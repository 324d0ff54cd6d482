// The Help Center search (product §13: "The Help Center search and its suggested questions
// work: they search and open real help answers."). A pure function over the articles the page
// received as build-time data, so the articles themselves are not part of the JavaScript.
import type { HelpArticle } from './help-center';

const STOP_WORDS = new Set([
  'the', 'and', 'for', 'are', 'but', 'not', 'you', 'your', 'yours', 'can', 'how', 'what', 'when', 'where',
  'which', 'who', 'why', 'with', 'this', 'that', 'these', 'those', 'from', 'into', 'onto', 'have', 'has',
  'had', 'was', 'were', 'will', 'would', 'should', 'could', 'does', 'did', 'doing', 'there', 'their',
  'them', 'they', 'then', 'than', 'about', 'any', 'all', 'our', 'out', 'its', 'also', 'just', 'get', 'got',
  'please', 'want', 'need', 'use', 'using', 'way', 'here', 'some', 'very', 'more', 'most',
]);

function tokenize(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

/** Query words: lower-cased, at least 3 characters, no stop words, de-duplicated. */
function queryWords(query: string): string[] {
  const words = tokenize(query).filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  return [...new Set(words)];
}

/** Light stemming so "templates" finds "template" and "delivered" finds "delivery". */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ies')) return word.slice(0, -3);
  if (word.length > 5 && (word.endsWith('ing') || word.endsWith('ed'))) {
    return word.slice(0, word.endsWith('ing') ? -3 : -2);
  }
  if (word.length > 5 && word.endsWith('y')) return word.slice(0, -1);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function matches(tokens: string[], word: string): boolean {
  const s = stem(word);
  return tokens.some((t) => t === word || t.startsWith(s));
}

/**
 * Ranks articles by how many query words they match: each word found in the question scores 3,
 * in the keywords 2 and in the answer 1. Only articles with a score above 0 are returned, best first;
 * equal scores keep their original order.
 */
export function searchHelp(query: string, articles: readonly HelpArticle[]): HelpArticle[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored: { article: HelpArticle; score: number; index: number }[] = [];
  articles.forEach((article, index) => {
    const q = tokenize(article.question);
    const k = tokenize(article.keywords.join(' '));
    const a = tokenize(article.answer.join(' '));
    let score = 0;
    for (const w of words) {
      if (matches(q, w)) score += 3;
      if (matches(k, w)) score += 2;
      if (matches(a, w)) score += 1;
    }
    if (score > 0) scored.push({ article, score, index });
  });
  scored.sort((x, y) => y.score - x.score || x.index - y.index);
  return scored.map((s) => s.article);
}

