import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, expect, test } from 'vitest';
import { COMPILE_HINT, compileShellEarly } from './compile-shell-early';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const buildWith = (chunkName?: string) =>
  build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [compileShellEarly(chunkName)],
    build: {
      outDir: 'out',
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: /shell\.js$/ }] } } },
    },
  });

test('the shell chunk starts with the compile hint, after minification and the preload map; other chunks do not', async () => {
  // An entry, a shell module it imports, and a chunk with a stylesheet that the shell loads on demand,
  // so Vite writes its preload map into the shell's first line, as it does in the site's build.
  fs.writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="./entry.js"></script>');
  fs.writeFileSync(path.join(dir, 'entry.js'), "import { start } from './shell.js';\nstart();\n");
  fs.writeFileSync(path.join(dir, 'shell.js'), "export function start() { document.body.dataset.ready = '1'; return import('./later.js'); }\n");
  fs.writeFileSync(path.join(dir, 'later.js'), "import './later.css';\nexport const later = () => 42;\n");
  fs.writeFileSync(path.join(dir, 'later.css'), 'body { color: #222; }\n');
  await buildWith();
  const assets = path.join(dir, 'out', 'assets');
  const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  const shell = files.filter((f) => f.startsWith('shell-'));
  expect(shell).toHaveLength(1);
  const code = fs.readFileSync(path.join(assets, shell[0]!), 'utf8');
  expect(code.split('\n')[1]).toMatch(/^const __vite__mapDeps=/);
  expect(code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  expect(code.split(COMPILE_HINT)).toHaveLength(2);
  for (const other of files.filter((f) => !f.startsWith('shell-'))) {
    expect(fs.readFileSync(path.join(assets, other), 'utf8')).not.toContain(COMPILE_HINT);
  }
});

test('a bundle without the chunk it marks stops the build with a message naming the plugin', async () => {
  // The same project: after an upgrade that renamed or merged the chunk, the hint would be silently lost.
  await expect(buildWith('no-such-chunk')).rejects.toThrow(/compile-shell-early: expected one chunk named 'no-such-chunk', found 0/);
});
