import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { controlHtml, writeControlPage } from './control-page';
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
});
