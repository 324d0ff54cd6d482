// The schema.org vocabulary as schema-dts declares it, for the tests that check the pages' JSON-LD
// (docs/decisions/026-structured-data.md). schema-dts is generated from schema.org's own vocabulary
// file, so reading its declarations at test time keeps the check honest without a hand-kept list:
// a type or property schema.org does not define is not in the file.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface Vocabulary {
  /** '@type' name -> every property it may carry, its own and inherited. */
  properties: Map<string, Set<string>>;
  /** The '@type' names the property of a type may hold (its range, subtypes included). */
  rangeOf(type: string, property: string): Set<string> | undefined;
}

interface BaseInterface {
  parents: string[];
  /** Property name -> the type names of its range, as written in the declaration. */
  props: Map<string, string[]>;
}

function splitUnion(text: string): string[] {
  return text
    .split('|')
    .map((t) => t.trim())
    .filter(Boolean);
}

function parseVocabulary(source: string): Vocabulary {
  const bases = new Map<string, BaseInterface>();
  for (const m of source.matchAll(/^interface (\w+) extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
    const [, name = '', parents = '', body = ''] = m;
    const props = new Map<string, string[]>();
    for (const p of body.matchAll(/^ {4}"([\w-]+)"\?: SchemaValue<(.+), "[\w-]+">;$/gm)) {
      props.set(p[1] ?? '', splitUnion(p[2] ?? ''));
    }
    bases.set(name, { parents: parents.split(',').map((s) => s.trim()).filter((s) => /Base$/.test(s)), props });
  }

  // Each type's leaf names its '@type' and the interface holding its properties.
  const leafOf = new Map<string, { type: string; base: string }>();
  for (const m of source.matchAll(/^export interface (\w+Leaf) extends (\w+) \{\n {4}"@type": "([^"]+)";/gm)) {
    leafOf.set(m[1] ?? '', { base: m[2] ?? '', type: m[3] ?? '' });
  }
  // 'export type Organization = OrganizationLeaf | Corporation | ... | string;'
  const unions = new Map<string, string[]>();
  for (const m of source.matchAll(/^export type (\w+) = ([^;<]+);$/gm)) unions.set(m[1] ?? '', splitUnion(m[2] ?? ''));

  const propsMemo = new Map<string, Map<string, string[]>>();
  const allProps = (base: string): Map<string, string[]> => {
    const known = propsMemo.get(base);
    if (known) return known;
    const out = new Map<string, string[]>();
    propsMemo.set(base, out);
    const found = bases.get(base);
    for (const parent of found?.parents ?? []) for (const [k, v] of allProps(parent)) out.set(k, v);
    for (const [k, v] of found?.props ?? []) out.set(k, v);
    return out;
  };

  /** The '@type' names a declared type name stands for: itself and every subtype. */
  const namesMemo = new Map<string, Set<string>>();
  const typeNames = (name: string): Set<string> => {
    const known = namesMemo.get(name);
    if (known) return known;
    const out = new Set<string>();
    namesMemo.set(name, out);
    const leaf = leafOf.get(name);
    if (leaf) out.add(leaf.type);
    for (const member of unions.get(name) ?? []) for (const t of typeNames(member)) out.add(t);
    return out;
  };

  const baseOf = new Map<string, string>();
  const properties = new Map<string, Set<string>>();
  for (const { type, base } of leafOf.values()) {
    baseOf.set(type, base);
    properties.set(type, new Set(allProps(base).keys()));
  }
  const rangeOf = (type: string, property: string) => {
    const base = baseOf.get(type);
    const range = base === undefined ? undefined : allProps(base).get(property);
    return range && new Set(range.flatMap((r) => [...typeNames(r)]));
  };
  return { properties, rangeOf };
}

let cached: Vocabulary | undefined;

/** The vocabulary of the installed schema-dts (the version pinned in apps/web/package.json). */
export function schemaOrgVocabulary(): Vocabulary {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('schema-dts/package.json')), 'dist/schema.d.ts');
  cached = parseVocabulary(fs.readFileSync(file, 'utf8'));
  return cached;
}

const KEYWORDS = new Set(['@context', '@type', '@id']);

/**
 * What is wrong with one JSON-LD block, as readable sentences (none: it is valid): it must be an
 * object in the https://schema.org context, and every node must name a schema.org type, use only
 * that type's properties, and nest only nodes of a type the property's range allows. A node
 * without a type may only be a reference ({ "@id": ... }) to a node described elsewhere.
 */
export function checkJsonLd(block: unknown, vocabulary: Vocabulary = schemaOrgVocabulary()): string[] {
  const problems: string[] = [];
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return ['the block is not a JSON object'];
  if ((block as Record<string, unknown>)['@context'] !== 'https://schema.org') problems.push('the block has no "@context": "https://schema.org"');

  const visit = (node: Record<string, unknown>, where: string, allowed?: Set<string>) => {
    const type = node['@type'];
    if (type === undefined) {
      const keys = Object.keys(node);
      if (!(keys.length === 1 && typeof node['@id'] === 'string')) problems.push(`${where}: a node without "@type" that is not an {"@id"} reference`);
      return;
    }
    if (typeof type !== 'string') return void problems.push(`${where}: "@type" must be one type name`);
    const props = vocabulary.properties.get(type);
    if (!props) return void problems.push(`${where}: "${type}" is not a schema.org type`);
    if (allowed && !allowed.has(type)) problems.push(`${where}: a ${type} is not allowed here`);
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@')) {
        if (!KEYWORDS.has(key)) problems.push(`${where}: "${key}" is not a JSON-LD keyword used here`);
        if (key === '@context' && where !== '$') problems.push(`${where}: "@context" belongs only at the top`);
        continue;
      }
      if (!props.has(key)) {
        problems.push(`${where}: "${key}" is not a property of ${type}`);
        continue;
      }
      const range = vocabulary.rangeOf(type, key);
      for (const [i, item] of (Array.isArray(value) ? value : [value]).entries()) {
        const at = Array.isArray(value) ? `${where}.${key}[${i}]` : `${where}.${key}`;
        if (typeof item === 'object' && item !== null) visit(item as Record<string, unknown>, at, range);
      }
    }
  };
  visit(block as Record<string, unknown>, '$');
  return problems;
}
