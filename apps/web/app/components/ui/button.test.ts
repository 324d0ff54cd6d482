import { describe, expect, test } from 'vitest';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'accent', 'inverse', 'light'];
const sizes: ButtonSize[] = ['md', 'lg'];

/** The utility families that must appear once: two of one family tie, and the stylesheet's order, not ours, decides. */
const families: [string, RegExp][] = [
  ['min-height', /^min-h-/],
  ['horizontal padding', /^px-/],
  ['font size', /^text-(xs|sm|base|lg|xl|\dxl)$/],
  ['background', /^bg-(?!gradient)/],
  ['text colour', /^text-(white|ink|brand|accent)/],
];

describe('buttonClass', () => {
  test.each(sizes.flatMap((size) => variants.map((variant) => [size, variant] as const)))('%s %s sets each property once', (size, variant) => {
    const classes = buttonClass(variant, '', size).split(/\s+/).filter(Boolean);
    for (const [family, pattern] of families) {
      expect(classes.filter((c) => pattern.test(c)).length, family).toBeLessThanOrEqual(1);
    }
  });

  test('the large size is the 48 px, 16 px call to action; the default is the 44 px control', () => {
    expect(buttonClass('primary', '', 'lg').split(' ')).toEqual(expect.arrayContaining(['min-h-12', 'px-6', 'text-base']));
    expect(buttonClass('primary').split(' ')).toEqual(expect.arrayContaining(['min-h-11', 'px-5', 'text-sm']));
  });

  test('extra classes are kept after the variant', () => {
    expect(buttonClass('light', 'shrink-0', 'lg').endsWith(' shrink-0')).toBe(true);
  });
});
