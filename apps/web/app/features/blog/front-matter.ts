/**
 * The front matter of content/blog/*.md: a `---` block of `key: value` lines. Values are
 * JSON-style quoted strings, booleans or numbers; anything else is kept as text. Small on
 * purpose: the articles are written in this repository, so a YAML library is not needed.
 */
export type FrontMatterValue = string | number | boolean;

interface FrontMatter {
  data: Record<string, FrontMatterValue>;
  body: string;
}

function parseValue(raw: string): FrontMatterValue {
  const value = raw.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
    try {
      return JSON.parse(value) as string;
    } catch {
      return value.slice(1, -1);
    }
  }
  if (value.startsWith("'") && value.endsWith("'") && value.length >= 2) return value.slice(1, -1).replace(/''/g, "'");
  return value;
}

export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, FrontMatterValue> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    data[line.slice(0, colon).trim()] = parseValue(line.slice(colon + 1));
  }
  return { data, body: text.slice(match[0].length) };
}
