import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { secondBrand } from './second-brand';
import { SLOW_TEST_TIMEOUT_MS, expect, gotoReady } from './shell-helpers';

// product §10 and docs/decisions/022-brand-configuration.md: a second brand file, given as BRAND_CONFIG,
// builds a site (pages and server) that shows that brand everywhere, with no change to the sources. The
// site is built once per run, before the tests (e2e/second-brand.ts), and served here on a port of its own.

const { fixture, webBuild, serverBuild } = secondBrand;
const alt = JSON.parse(fs.readFileSync(fixture, 'utf8')) as {
  name: string;
  url: string;
  apiBaseUrl: string;
  colors: { brand: Record<string, string> };
  countries: { code: string; salesPhone: string }[];
  legal: { entity: string; courts: string };
  claims: { otpDelivery: string };
};
const repoRoot = path.resolve(import.meta.dirname, '..');

// axe on a page under load takes longer than the default 30 s. The file's tests share one server, made
// in beforeAll, in one worker ('default' mode).
test.describe.configure({ mode: 'default', timeout: SLOW_TEST_TIMEOUT_MS });

/** '#7c3aed' -> 'rgb(124, 58, 237)', as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Starts the compiled server on a free loopback port; resolves with its address once it listens. */
function serve(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(serverBuild, 'server.js')], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, WEB_DIST: path.join(webBuild, 'client'), LOG_LEVEL: 'info', RATE_LIMITS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) resolve({ url: m[1], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the second brand's server exited with ${code}:\n${out}`)));
  });
}

let site: { url: string; child: ChildProcess } | undefined;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-brand-e2e-'));
  site = await serve(dataDir);
});

test.afterAll(() => {
  site?.child.kill('SIGTERM');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const at = (p: string) => `${site?.url}${p}`;
const india = alt.countries.find((c) => c.code === 'IN')!;

test('a second brand file builds a home page with its name, its phone number and its colours', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, at('/'));
  await expect(page).toHaveTitle(new RegExp(`\\| ${alt.name}$`));
  await expect(page.getByRole('banner').getByRole('link', { name: alt.name })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: `Sales: ${india.salesPhone}` })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: india.salesPhone })).toHaveAttribute('href', `tel:${india.salesPhone.replace(/ /g, '')}`);
  const bookDemo = page.getByRole('banner').getByRole('button', { name: 'Book Demo' });
  await expect(bookDemo).toHaveCSS('background-color', rgb(alt.colors.brand['600']!));
  await expect(page.locator('body')).not.toContainText(/tarang/i);
  // The second palette keeps every text readable: the schema checks the pairs the components draw, and
  // axe's contrast rule agrees on the page (the other rules do not depend on the brand; the home page's
  // own spec runs them all).
  const contrast = await new AxeBuilder({ page }).setLegacyMode(true).withRules(['color-contrast']).analyze();
  expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});

test('the second brand reaches the legal pages, the API docs, the blog and the server pages, and the default brand appears nowhere', { tag: '@any-width' }, async ({ page, request }) => {
  await gotoReady(page, at('/Term-Condition'));
  const terms = page.getByRole('main');
  await expect(terms).toContainText(alt.legal.entity);
  await expect(terms).toContainText(`The courts at ${alt.legal.courts} have exclusive jurisdiction`);

  await gotoReady(page, at('/api'));
  await expect(page.getByRole('main')).toContainText(alt.apiBaseUrl);

  await gotoReady(page, at('/blog/otp-delivery-speed'));
  await expect(page.getByRole('main')).toContainText(`On ${alt.name}, OTP delivery typically takes ${alt.claims.otpDelivery}`);

  // A page the server writes itself (the newsletter's confirmation link, here a broken one).
  const confirm = await request.get(at('/api/email/confirm?token=not-a-token'));
  const confirmHtml = await confirm.text();
  expect(confirmHtml).toContain(alt.name);
  expect(confirmHtml).not.toMatch(/tarang/i);

  // Every text file the site serves: prerendered pages, llms.txt, the Markdown docs, sitemap and robots,
  // the drawings (logos, icons, illustrations) and the web manifest (docs/decisions/039-link-previews-and-brand-assets.md).
  const client = path.join(webBuild, 'client');
  const served = (fs.readdirSync(client, { recursive: true }) as string[]).filter((f) => /\.(html|txt|md|xml|svg|webmanifest)$/.test(f));
  expect(served.length).toBeGreaterThan(40);
  const naming = served.filter((f) => /tarang/i.test(fs.readFileSync(path.join(client, f), 'utf8')));
  expect(naming, 'files that still name the default brand').toEqual([]);
  // The logo, the icon and the home page's link preview are the second brand's, drawn from its file.
  expect(await (await request.get(at('/images/logo.svg'))).text()).toContain(`<title>${alt.name}</title>`);
  expect(await (await request.get(at('/images/favicon.svg'))).text()).toContain(`fill="${alt.colors.brand['600']}"`);
  const home = await (await request.get(at('/'))).text();
  const preview = /<meta property="og:image" content="([^"]+)"/.exec(home)?.[1] ?? '';
  expect(preview).toBe(`${alt.url}/images/og/home.png`);
  expect((await request.get(at(preview.slice(alt.url.length)))).headers()['content-type']).toBe('image/png');
});
