import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { afterAll, expect, test } from 'vitest';
import { RUNTIME_MODULE, chunkComposition, compositionFile, type ChunkComposition } from './chunk-composition';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-composition-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the framework runtime is React, React DOM, React Router and the bundler runtime; the rest is the app', () => {
  for (const id of ['/app/node_modules/react/cjs/react.production.js', '/app/node_modules/react-dom/client.js', '/app/node_modules/react-router/dist/index.mjs', '/app/node_modules/scheduler/index.js', '\0rolldown/runtime.js']) {
    expect(id).toMatch(RUNTIME_MODULE);
  }
  for (const id of ['/app/apps/web/app/root.tsx', '/app/node_modules/zod/index.js', '/app/node_modules/react-router-extra/x.js', '/app/node_modules/uplot/dist/uPlot.esm.js']) {
    expect(id).not.toMatch(RUNTIME_MODULE);
  }
});

test("each browser chunk's runtime and app code are measured apart, beside the served folder", async () => {
  // A stand-in for React in node_modules, and app code that uses it.
  const react = path.join(dir, 'node_modules/react');
  fs.mkdirSync(react, { recursive: true });
  fs.writeFileSync(path.join(react, 'package.json'), JSON.stringify({ name: 'react', version: '0.0.0', main: 'index.js', type: 'module' }));
  const runtimeCode = `export function render(el, text) { el.textContent = text; return ${JSON.stringify('runtime '.repeat(200))}.length; }\n`;
  fs.writeFileSync(path.join(react, 'index.js'), runtimeCode);
  fs.writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="./entry.js"></script>');
  fs.writeFileSync(path.join(dir, 'entry.js'), "import { render } from 'react';\nrender(document.body, 'the app says hello');\n");
  await build({ root: dir, logLevel: 'silent', configFile: false, plugins: [chunkComposition()], build: { outDir: 'out/client' } });

  const composition = JSON.parse(fs.readFileSync(compositionFile(path.join(dir, 'out/client')), 'utf8')) as ChunkComposition;
  const entries = Object.entries(composition);
  expect(entries).toHaveLength(1);
  const [fileName, sizes] = entries[0]!;
  expect(fs.existsSync(path.join(dir, 'out/client', fileName))).toBe(true);
  // The runtime's 1,600-character string makes it the larger part by far; the app's call is still counted.
  expect(sizes.runtimeBrotli).toBeGreaterThan(sizes.appBrotli * 3);
  expect(sizes.appBrotli).toBeGreaterThan(0);
  // The two parts share out the file's brotli size as served.
  const whole = zlib.brotliCompressSync(fs.readFileSync(path.join(dir, 'out/client', fileName)), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect(sizes.runtimeBrotli + sizes.appBrotli).toBe(whole);
});
