import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { BUILDS, staleBuildReason } from './ensure-build.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A checkout with one source file and, optionally, a finished build; times in seconds since 2026-01-01. */
function checkout({ sourceAt, builtAt }: { sourceAt: number; builtAt?: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-build-'));
  dirs.push(dir);
  const epoch = Date.UTC(2026, 0, 1) / 1000;
  const write = (rel: string, at: number) => {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    fs.utimesSync(file, epoch + at, epoch + at);
  };
  write('apps/web/app/routes/home.tsx', sourceAt);
  write('apps/web/app/routes/home.test.tsx', sourceAt + 1000);
  if (builtAt !== undefined) write(BUILDS.web.marker, builtAt);
  return { dir, write };
}

test('a checkout without a build is built', () => {
  expect(staleBuildReason(checkout({ sourceAt: 10 }).dir)).toBe('No web build found');
});

test('a build newer than every source is served as it is, whatever the tests beside the sources say', () => {
  expect(staleBuildReason(checkout({ sourceAt: 10, builtAt: 20 }).dir)).toBeUndefined();
});

test('a source changed after the build (a pull, an edit) makes the build again', () => {
  const { dir, write } = checkout({ sourceAt: 10, builtAt: 20 });
  write('packages/shared/src/contact.ts', 30);
  expect(staleBuildReason(dir)).toBe("The site's sources changed since the last build");
});

test('npm install rewriting package-lock.json does not make the build again', () => {
  const { dir, write } = checkout({ sourceAt: 10, builtAt: 20 });
  write('package-lock.json', 30);
  expect(staleBuildReason(dir)).toBeUndefined();
});

test('the server build is judged on its own sources: a server edit rebuilds the server, not the site', () => {
  const { dir, write } = checkout({ sourceAt: 10, builtAt: 20 });
  write(BUILDS.server.marker, 20);
  write('apps/server/src/app.ts', 30);
  expect(staleBuildReason(dir, 'server')).toBe("The server's sources changed since the last build");
  expect(staleBuildReason(dir, 'web')).toBeUndefined();
});

test('a shared schema edit makes both builds again', () => {
  const { dir, write } = checkout({ sourceAt: 10, builtAt: 20 });
  write(BUILDS.server.marker, 20);
  write('packages/shared/src/contact.ts', 30);
  expect(staleBuildReason(dir, 'server')).toBeDefined();
  expect(staleBuildReason(dir, 'web')).toBeDefined();
});
