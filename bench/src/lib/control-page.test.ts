import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { controlHtml, writeControlPage, writeHydrationControl } from './control-page';
import { prerenderedHtmlFiles, publicRoutes } from './site-build';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-control-test-'));
  made.push(dir);
  for (const page of ['index.html', 'about/index.html']) {
    fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
    fs.writeFileSync(path.join(dir, page), '<!DOCTYPE html><title>x</title>');
  }
  return dir;
}

describe('the control page', () => {
  it('is a plain page: a heading and a paragraph, no script and no stylesheet', () => {
    expect(controlHtml).toMatch(/<h1>[^<]+<\/h1>/);
    expect(controlHtml).toMatch(/<p>[^<]+<\/p>/);
    expect(controlHtml).not.toMatch(/<script|<link|style=/i);
  });

  it('is written with the compressed siblings the server sends, and is never one of the site\'s routes or pages', () => {
    const build = fakeBuild();
    const remove = writeControlPage(build);
    expect(fs.existsSync(path.join(build, 'bench-control/index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(build, 'bench-control/index.html.gz'))).toBe(true);
    expect(publicRoutes(build).map((r) => r.path)).toEqual(['/', '/about']);
    expect(prerenderedHtmlFiles(build).map((f) => path.relative(build, f))).toEqual(['about/index.html', 'index.html']);
    remove();
    expect(fs.readdirSync(build).sort()).toEqual(['about', 'index.html']);
  });

  it('writes the built hydration control under its own path, scripts and all, compressed, and never as one of the site\'s pages', () => {
    const build = fakeBuild();
    const control = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hydrate-test-'));
    made.push(control);
    fs.mkdirSync(path.join(control, 'bench-hydrate'), { recursive: true });
    fs.mkdirSync(path.join(control, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(control, 'bench-hydrate/index.html'), '<!DOCTYPE html><script type="module" async="">import "/bench-hydrate/assets/root-1.js";</script>');
    fs.writeFileSync(path.join(control, 'assets/root-1.js'), 'export default 1;');
    fs.writeFileSync(path.join(control, '__spa-fallback.html'), '<!DOCTYPE html>');

    const remove = writeHydrationControl(build, control);
    for (const f of ['bench-hydrate/index.html', 'bench-hydrate/assets/root-1.js']) {
      expect(fs.readFileSync(path.join(build, f), 'utf8')).toBe(fs.readFileSync(path.join(control, f.replace('bench-hydrate/assets', 'assets')), 'utf8'));
      expect(fs.existsSync(path.join(build, `${f}.br`)) && fs.existsSync(path.join(build, `${f}.gz`))).toBe(true);
    }
    expect(fs.existsSync(path.join(build, '__spa-fallback.html'))).toBe(false);
    expect(publicRoutes(build).map((r) => r.path)).toEqual(['/', '/about']);
    remove();
    expect(fs.readdirSync(build).sort()).toEqual(['about', 'index.html']);
  });

  it('stops when the hydration control was not built', () => {
    const build = fakeBuild();
    expect(() => writeHydrationControl(build, path.join(build, 'nothing'))).toThrow('build bench/hydrate-control first');
  });
});
