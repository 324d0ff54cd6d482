import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuildSteps, checkVariants, findShellChunk, makeVariants, variantDists } from './build-steps';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const shellCode = 'export function hydrate(){return 1}\n';
const page = (title: string) =>
  `<!DOCTYPE html><title>${title}</title><link rel="modulepreload" href="/assets/shell-abc.js"/><script type="module" async="">import "/assets/shell-abc.js";</script>`;

/** A tiny browser build as React Router leaves it: two pages with module preloads, the shell and one other chunk. */
function fakeRawBuild(): { root: string; raw: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-steps-test-'));
  made.push(root);
  const raw = path.join(root, 'build', 'client');
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'contact/index.html': page('Contact'),
    'assets/shell-abc.js': shellCode,
    'assets/contact-def.js': 'export const form = 1;\n',
  };
  for (const [f, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(raw, f)), { recursive: true });
    fs.writeFileSync(path.join(raw, f), body);
  }
  return { root, raw };
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

/** Stand-ins for the product's scripts: paint-first drops the preloads; compress writes the siblings of every file. */
const fakeSteps = (calls: string[]): BuildSteps => ({
  paintFirst: async (client) => {
    calls.push(`paintFirst ${path.basename(path.dirname(client))}`);
    for (const f of walk(client).filter((x) => x.endsWith('.html'))) {
      const file = path.join(client, f);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/<link rel="modulepreload"[^>]*\/>/g, ''));
    }
  },
  compress: async (client) => {
    calls.push(`compress ${path.basename(path.dirname(client))}`);
    for (const f of walk(client).filter((x) => !/\.(br|gz)$/.test(x))) {
      const body = fs.readFileSync(path.join(client, f));
      fs.writeFileSync(path.join(client, `${f}.br`), zlib.brotliCompressSync(body));
      fs.writeFileSync(path.join(client, `${f}.gz`), zlib.gzipSync(body));
    }
  },
});

describe('the build variants of the steps section', () => {
  it('finds the one shell chunk, and stops when there is none or more than one', () => {
    const { raw } = fakeRawBuild();
    expect(findShellChunk(raw)).toBe('assets/shell-abc.js');
    fs.writeFileSync(path.join(raw, 'assets/shell-xyz.js'), shellCode);
    expect(() => findShellChunk(raw)).toThrow('found 2');
    fs.rmSync(path.join(raw, 'assets/shell-xyz.js'));
    fs.rmSync(path.join(raw, 'assets/shell-abc.js'));
    expect(() => findShellChunk(raw)).toThrow('found 0');
  });

  it('makes compressed copies that differ from the shipped build by paint-first alone, leaving the raw build as it was', async () => {
    const { root, raw } = fakeRawBuild();
    const before = Object.fromEntries(walk(raw).map((f) => [f, fs.readFileSync(path.join(raw, f), 'utf8')]));
    const calls: string[] = [];
    const { dists, shell } = await makeVariants(raw, root, fakeSteps(calls));

    expect(shell).toBe('assets/shell-abc.js');
    expect(dists).toEqual(variantDists(root));
    expect(calls).toEqual(['paintFirst shipped', 'compress shipped', 'compress no-paint-first']);
    const read = (d: string, f: string) => fs.readFileSync(path.join(d, f), 'utf8');
    expect(read(dists.shipped, 'index.html')).not.toContain('modulepreload');
    expect(read(dists['no-paint-first'], 'index.html')).toBe(page('Home'));
    expect(read(dists.shipped, shell)).toBe(shellCode);
    expect(read(dists['no-paint-first'], shell)).toBe(shellCode);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dists['no-paint-first'], `${shell}.gz`))).toString()).toBe(shellCode);
    expect(Object.fromEntries(walk(raw).map((f) => [f, fs.readFileSync(path.join(raw, f), 'utf8')]))).toEqual(before);
  });

  it('stops when a step did nothing: paint-first left the preloads, or the build had none to leave out', async () => {
    const { root, raw } = fakeRawBuild();
    const steps = fakeSteps([]);
    await expect(makeVariants(raw, root, { ...steps, paintFirst: async () => undefined })).rejects.toThrow('still has module preloads');

    const { dists, shell } = await makeVariants(raw, root, steps);
    fs.writeFileSync(path.join(dists['no-paint-first'], 'contact/index.html'), '<!DOCTYPE html><title>Contact</title>');
    expect(() => checkVariants(dists, shell)).toThrow('contact/index.html without paint-first has no module preload');
  });

  it('stops when the two builds differ in a script, not only in their pages', async () => {
    const { root, raw } = fakeRawBuild();
    const { dists, shell } = await makeVariants(raw, root, fakeSteps([]));
    fs.writeFileSync(path.join(dists['no-paint-first'], 'assets/contact-def.js'), 'export const form = 2;\n');
    expect(() => checkVariants(dists, shell)).toThrow('assets/contact-def.js differs between the shipped build and the build without paint-first');
  });
});
