import { isMap, isScalar, parseDocument } from 'yaml';

/**
 * The front matter of content/blog/*.md: a YAML block between two `---` lines, read by the `yaml`
 * package (docs/decisions/044-time-zones-and-front-matter.md). Values are text, numbers or true/false;
 * YAML 1.2's core schema keeps an unquoted 2026-06-10 or yes as text. Build-time only (blog.server.ts).
 *
 * Anything that is not clean YAML key: value lines stops the build with the file, line and column, so
 * a slip in an article never reaches a page as half-read fields or as front matter shown in the body.
 */
export type FrontMatterValue = string | number | boolean;

interface FrontMatter {
  data: Record<string, FrontMatterValue>;
  body: string;
}

const OPENING = /^---[ \t]*\n/;
const CLOSING = /^---[ \t]*$/m;

/** `file` names the article in error messages. */
export function parseFrontMatter(source: string, file = 'article'): FrontMatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const opening = OPENING.exec(text);
  if (!opening) return { data: {}, body: text };
  const rest = text.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) throw new Error(`${file}:1: the front matter opened by --- has no closing --- line`);
  const block = rest.slice(0, closing.index);
  const body = rest.slice(closing.index + closing[0].length).replace(/^\n/, '');
  /** An error at a character of the block, named by the file's line and column (the block starts on line 2). */
  const fail = (offset: number, message: string) => {
    const before = block.slice(0, offset).split('\n');
    return new Error(`${file}:${before.length + 1}:${before.at(-1)!.length + 1}: front matter: ${message}`);
  };

  const doc = parseDocument(block, { prettyErrors: false });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) throw fail(problem.pos[0], problem.message);
  const contents = doc.contents;
  if (contents === null) return { data: {}, body };
  if (!isMap(contents)) throw fail(contents.range[0], 'write key: value lines');
  const data: Record<string, FrontMatterValue> = {};
  for (const { key, value } of contents.items) {
    if (!isScalar(key)) throw fail(0, 'write key: value lines');
    const name = String(key.value);
    const start = key.range?.[0] ?? 0;
    // An empty value is an absent one, so the field's default applies.
    if (value === null || (isScalar(value) && value.value === null)) continue;
    const scalar = isScalar(value) ? value.value : undefined;
    if (typeof scalar !== 'string' && typeof scalar !== 'number' && typeof scalar !== 'boolean') {
      throw fail(start, `${name} must be text, a number or true/false`);
    }
    data[name] = scalar;
  }
  return { data, body };
}
