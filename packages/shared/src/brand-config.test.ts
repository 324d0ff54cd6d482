import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkBrandConfig, contrastRatio, type BrandConfig } from './brand-config';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (rel: string): BrandConfig => JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8')) as BrandConfig;

/** The shipped brand with one change made by `edit`. */
function withChange(edit: (c: BrandConfig) => void): BrandConfig {
  const copy = structuredClone(readJson('brand/brand.json'));
  edit(copy);
  return copy;
}

function messageFor(edit: (c: BrandConfig) => void): string {
  const result = checkBrandConfig(withChange(edit), 'brand/brand.json');
  if (result.ok) throw new Error('expected the change to be refused');
  return result.message;
}

describe('the brand configuration', () => {
  test('the shipped brand and the second test brand are valid', () => {
    expect(checkBrandConfig(readJson('brand/brand.json'), 'brand/brand.json')).toMatchObject({ ok: true });
    expect(checkBrandConfig(readJson('e2e/fixtures/brand-alt.json'), 'brand-alt.json')).toMatchObject({ ok: true });
  });

  test('a bad value is refused with one line naming the file and the field', () => {
    const message = messageFor((c) => {
      c.countries[1]!.salesPhone = '555-0101';
    });
    expect(message).toMatch(/^brand\/brand\.json: countries\[1\]\.salesPhone: Invalid phone number/);
    expect(message).not.toContain('\n');
  });

  test.each<[string, (c: BrandConfig) => void, string]>([
    ['an empty name', (c) => (c.name = ' '), 'name: The brand name must not be empty'],
    ['an e-mail address without a domain', (c) => (c.emails.sales = 'sales@'), 'emails.sales: Invalid e-mail address'],
    ['a plain http URL', (c) => (c.url = 'http://www.example.com'), 'url: Must be an https:// URL'],
    ['a social link that is not https', (c) => (c.social[0]!.href = 'ftp://example.com/x'), 'social[0].href: Must be an https:// URL'],
    ['a colour that is not hex', (c) => (c.colors.brand['600'] = 'blue'), 'colors.brand.600: Must be a hex colour'],
    ['a chat-app number with a +', (c) => (c.chatAppNumber = '+919990000199'), 'chatAppNumber: Invalid chat-app number'],
    ['a missing country', (c) => (c.countries = c.countries.filter((x) => x.code !== 'UK')), 'countries: Country UK is missing'],
    ['a default country that is not listed', (c) => (c.defaultCountry = 'XX' as 'IN'), 'defaultCountry: '],
    ['a misspelt key', (c) => Object.assign(c, { emial: 'x@example.com' }), '(top level): Unrecognized key: "emial"'],
    ["an assets folder outside the brand file's folder", (c) => (c.assets = '../elsewhere'), 'assets: Must be a folder beside the brand file'],
    ['an assets folder given as an absolute path', (c) => (c.assets = '/srv/brand'), 'assets: Must be a folder beside the brand file'],
  ])('refuses %s', (_what, edit, expected) => {
    expect(messageFor(edit)).toContain(`brand/brand.json: ${expected}`);
  });

  test('a palette whose buttons or text would fail WCAG AA is refused, naming the colour', () => {
    const message = messageFor((c) => {
      c.colors.brand['600'] = '#7aa2ff';
    });
    expect(message).toMatch(/^brand\/brand\.json: colors\.brand\.600: Contrast too low for white button text on it: \d\.\d\d:1, needs 4\.5:1/);
  });

  test('contrast ratios follow WCAG', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
