import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A web build of a few pages (folder, '' for the home page → body text), so that page paths reach the
 * static plugin. The caller removes the folder it answers.
 */
export function tinyWebBuild(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-web-'));
  for (const [page, body] of Object.entries(pages)) {
    fs.mkdirSync(path.join(dir, page), { recursive: true });
    fs.writeFileSync(path.join(dir, page, 'index.html'), `<!doctype html><html><body>${body}</body></html>`);
  }
  return dir;
}
