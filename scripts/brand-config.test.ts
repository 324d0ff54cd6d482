import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BRAND_SCHEMA_FILE, DEFAULT_BRAND_FILE, PALETTE_MARKER, REPO_ROOT, brandJsonSchema, browserBrand, leftOutBrandFields, loadBrandConfig, paletteCss } from './brand-config';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A copy of the shipped brand with the second country's sales phone broken. */
function badBrandFile(): string {
  const config = JSON.parse(fs.readFileSync(DEFAULT_BRAND_FILE, 'utf8'));
  config.countries[1].salesPhone = 'call us';
  const file = path.join(dir, 'bad-brand.json');
  fs.writeFileSync(file, JSON.stringify(config));
  return file;
}

const expectedLine = (file: string) => `${file}: countries[1].salesPhone: Invalid phone number`;

/** Runs a command in the repository with BRAND_CONFIG set; returns its exit status and standard error. */
function run(command: string, args: string[], brandFile: string) {
  const r = spawnSync(command, args, { cwd: REPO_ROOT, env: { ...process.env, BRAND_CONFIG: brandFile }, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stderr: r.stderr };
}

/** Each spawn starts Node, tsx and, for the full build, npm and Vite: seconds on a busy machine. */
const SPAWN_TIMEOUT_MS = 60_000;

describe("the pages' scripts' brand", () => {
  test('has what browser code reads, and not the facts only the prerendered text states', () => {
    const config = loadBrandConfig(DEFAULT_BRAND_FILE);
    const shipped = browserBrand(config);
    expect(shipped.name).toBe(config.name);
    expect(shipped.countries).toEqual(config.countries);
    expect(shipped.emails).toEqual({ info: config.emails.info, sales: config.emails.sales });
    expect(shipped.claims).toEqual({ support: config.claims.support });
    for (const field of ['salesOffice', 'legal', 'colors', '$schema', 'assets']) expect(shipped).not.toHaveProperty(field);
  });

  test('a chunk that reads a left-out field is found, as minified code writes it', () => {
    expect(leftOutBrandFields('a=H.salesOffice.label,b=H.legal.entity,c=H.emails.support,d=Object.entries(H.claims)')).toEqual([
      '.salesOffice',
      '.legal.entity',
      '.emails.support',
      '.claims',
    ]);
    expect(leftOutBrandFields('x=H.claims.uptime')).toEqual(['.claims']);
    expect(leftOutBrandFields('x=`${H.claims.support} support`,y=H.emails.info,z=t.legal,w={claims:{support:1}}')).toEqual([]);
  });
});

describe('checking the brand file', () => {
  test('the shipped brand loads', () => {
    expect(loadBrandConfig(DEFAULT_BRAND_FILE).name).toBe('Tarang Cloud');
  });

  test('a brand file that is not JSON is refused in one line', () => {
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(file, '{ "name": ');
    expect(() => loadBrandConfig(file)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid JSON: [^\\n]+$`));
  });

  test('an assets folder that is not beside the brand file is refused', () => {
    const config = JSON.parse(fs.readFileSync(DEFAULT_BRAND_FILE, 'utf8'));
    config.assets = 'no-such-folder';
    const file = path.join(dir, 'no-assets.json');
    fs.writeFileSync(file, JSON.stringify(config));
    expect(() => loadBrandConfig(file)).toThrow(`${file}: assets: the folder no-such-folder is not beside the brand file`);
  });

  test('`npm run brand:check` stops with one line naming the field, and no stack trace', () => {
    const file = badBrandFile();
    const { status, stderr } = run(process.execPath, ['--import', 'tsx', 'scripts/brand-config.ts', 'check'], file);
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringContaining(expectedLine(file))]);
  }, SPAWN_TIMEOUT_MS);

  test('the server build stops on a bad brand file before compiling anything', () => {
    const file = badBrandFile();
    const { status, stderr } = run(process.execPath, ['--import', 'tsx', 'scripts/build-server.mjs'], file);
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringContaining(expectedLine(file))]);
  }, SPAWN_TIMEOUT_MS);

  test('`npm run build` stops on a bad brand file with that one line and no stack trace', () => {
    const file = badBrandFile();
    const { status, stderr } = run('npm', ['run', '--silent', 'build'], file);
    expect(status).not.toBe(0);
    const lines = stderr.split('\n');
    const naming = lines.filter((l) => l.includes(file));
    expect(naming).toHaveLength(1);
    expect(naming[0]).toContain(expectedLine(file));
    expect(lines.some((l) => /^\s+at /.test(l))).toBe(false);
  }, SPAWN_TIMEOUT_MS);
});

describe('what the build makes of the brand', () => {
  test('the palette becomes the theme colours app.css leaves a place for', () => {
    const css = paletteCss(loadBrandConfig(DEFAULT_BRAND_FILE));
    expect(css).toContain('--color-brand-600: #2450e8;');
    expect(css).toContain('--color-accent-400: #2dd4bf;');
    expect(fs.readFileSync(path.join(REPO_ROOT, 'apps/web/app/app.css'), 'utf8')).toContain(PALETTE_MARKER);
  });

  test('brand/brand.schema.json is the one the zod schema generates (npm run brand:schema)', () => {
    expect(fs.readFileSync(BRAND_SCHEMA_FILE, 'utf8')).toBe(brandJsonSchema());
  });
});
