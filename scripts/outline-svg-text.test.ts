import opentype from 'opentype.js';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { compactPathData, outlineSvg, outlineText } from './outline-svg-text.mjs';

// A font of one glyph, so the expected outlines can be worked out by hand and no system font is needed:
// 'A' is a 500-unit square on the baseline with an advance of 600 units (1000 units per em).
function squareFont(): opentype.Font {
  const square = new opentype.Path();
  square.moveTo(0, 0);
  square.lineTo(500, 0);
  square.lineTo(500, 500);
  square.lineTo(0, 500);
  square.close();
  const glyphs = [
    new opentype.Glyph({ name: '.notdef', unicode: 0, advanceWidth: 600, path: new opentype.Path() }),
    new opentype.Glyph({ name: 'A', unicode: 65, advanceWidth: 600, path: square }),
  ];
  const made = new opentype.Font({ familyName: 'Square', styleName: 'Regular', unitsPerEm: 1000, ascender: 800, descender: -200, glyphs });
  // Written out and read back, as a font file is: a font made in memory lacks the tables layout reads.
  return opentype.parse(made.toArrayBuffer());
}
const font = squareFont();
const fonts = { regular: font, bold: font };

/** Path data back to absolute points, one list per subpath (the test's own reading of SVG path syntax). */
function subpaths(d: string): [number, number][][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const out: [number, number][][] = [];
  let [x, y, sx, sy] = [0, 0, 0, 0];
  let command = '';
  let i = 0;
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) command = tokens[i++]!;
    const relative = command === command.toLowerCase();
    const [ox, oy] = relative ? [x, y] : [0, 0];
    switch (command.toLowerCase()) {
      case 'm':
        [x, y] = [Math.round((ox + next()) * 100) / 100, Math.round((oy + next()) * 100) / 100];
        [sx, sy] = [x, y];
        out.push([[x, y]]);
        if (command === 'm') command = 'l';
        else command = 'L';
        continue;
      case 'l':
        [x, y] = [ox + next(), oy + next()];
        break;
      case 'h':
        x = ox + next();
        break;
      case 'v':
        y = (relative ? y : 0) + next();
        break;
      case 'q':
        i += 2; // the control point
        [x, y] = [ox + next(), oy + next()];
        break;
      case 'c':
        i += 4; // the two control points
        [x, y] = [ox + next(), oy + next()];
        break;
      case 'z':
        [x, y] = [sx, sy];
        continue;
      default:
        throw new Error(`unexpected ${command}`);
    }
    [x, y] = [Math.round(x * 100) / 100, Math.round(y * 100) / 100]; // the sums of tenths carry float noise
    out.at(-1)!.push([x, y]);
  }
  return out;
}

const pathsOf = (svg: string) => [...svg.matchAll(/<path fill="([^"]*)" d="([^"]*)"\/>/g)].map((m) => ({ fill: m[1]!, d: m[2]! }));
/** The left edge of each glyph's square, in order. */
const lefts = (d: string) => subpaths(d).map((points) => Math.min(...points.map(([px]) => px)));

describe('outline-svg-text', () => {
  test('a word becomes one path: each glyph at its advance from x, on the baseline at y, at the font size', () => {
    const [path, ...rest] = pathsOf(outlineText(' x="10" y="20" font-size="10" fill="#111"', 'AA', fonts));
    expect(rest).toEqual([]);
    expect(path!.fill).toBe('#111');
    const [first, second] = subpaths(path!.d);
    // 500 units at 10 px per 1000 units: a 5 x 5 square standing on y = 20; the second starts 6 further on.
    expect(first).toEqual([[10, 20], [15, 20], [15, 15], [10, 15]]);
    expect(lefts(path!.d)).toEqual([10, 16]);
    expect(second).toHaveLength(4);
  });

  test('letter-spacing follows every glyph; text-anchor and textLength (spacingAndGlyphs) move and stretch the word', () => {
    expect(lefts(pathsOf(outlineText(' x="10" y="20" font-size="10" letter-spacing="2"', 'AAA', fonts))[0]!.d)).toEqual([10, 18, 26]);
    // Natural width 12 (the spacing after the last glyph does not count), centred on x = 30.
    expect(lefts(pathsOf(outlineText(' x="30" y="20" font-size="10" text-anchor="middle"', 'AA', fonts))[0]!.d)).toEqual([24, 30]);
    expect(lefts(pathsOf(outlineText(' x="30" y="20" font-size="10" text-anchor="end"', 'AA', fonts))[0]!.d)).toEqual([18, 24]);
    // Stretched from 12 to 24: positions and glyph widths double.
    const stretched = pathsOf(outlineText(' x="0" y="20" font-size="10" textLength="24" lengthAdjust="spacingAndGlyphs"', 'AA', fonts))[0]!.d;
    expect(lefts(stretched)).toEqual([0, 12]);
    expect(subpaths(stretched)[0]).toEqual([[0, 20], [10, 20], [10, 15], [0, 15]]);
  });

  test('a tspan that changes the fill becomes a path of its own, placed after the text before it', () => {
    const paths = pathsOf(outlineText(' x="0" y="10" font-size="10" fill="#111"', 'A<tspan fill="#2450E8">AA</tspan>', fonts));
    expect(paths.map((p) => p.fill)).toEqual(['#111', '#2450E8']);
    expect(lefts(paths[1]!.d)).toEqual([6, 12]);
  });

  test('text it does not handle stops it with the file and the reason, instead of drawing it wrong', () => {
    expect(() => outlineText(' x="0" y="10" dx="4"', 'A', fonts, 'logo.svg')).toThrow('logo.svg: attribute dx on SVG text is not handled');
    expect(() => outlineText(' x="0" y="10"', 'A<tspan x="4">A</tspan>', fonts, 'logo.svg')).toThrow('logo.svg: attribute x on SVG text is not handled');
    expect(() => outlineText(' x="0" y="10" textLength="9" lengthAdjust="spacing"', 'A', fonts, 'logo.svg')).toThrow('lengthAdjust="spacing"');
    expect(() => outlineText(' x="0" y="10"', 'A<a href="#">A</a>', fonts, 'logo.svg')).toThrow('<a href="#"> inside SVG text');
  });

  test('the whole file: every text outlined, the title kept, the font-family that only text used dropped', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40" font-family="Arial, sans-serif"><title>Acme &amp; Co logo</title>' +
      '<rect width="10" height="10"/><text x="20" y="30" font-size="10">A</text><text x="40" y="30" font-size="10">A&amp;</text></svg>';
    const out = outlineSvg(svg, fonts);
    expect(out).not.toMatch(/<text|font-family/);
    expect(out).toContain('<title>Acme &amp; Co logo</title><rect width="10" height="10"/>');
    expect(pathsOf(out).map((p) => lefts(p.d))).toEqual([[20], [40]]);
  });

  test('path data is relative, at a tenth of a unit, rounded once per point so it never drifts', () => {
    const commands = [
      { type: 'M', x: 10.04, y: 5 },
      { type: 'L', x: 10.34, y: 5 },
      { type: 'L', x: 10.34, y: 4.36 },
      { type: 'Q', x1: 10.5, y1: 4, x: 11.05, y: 3.94 },
      { type: 'C', x1: 11.2, y1: 3.9, x2: 11.3, y2: 4.5, x: 11.0, y: 5.0 },
      { type: 'L', x: 11.0, y: 5.0 },
      { type: 'Z' },
      { type: 'M', x: 0.5, y: 0.5 },
      { type: 'L', x: 1, y: 1 },
      { type: 'L', x: 1.5, y: 1.5 },
      { type: 'Z' },
    ];
    const d = compactPathData(commands);
    expect(d).toBe('m10 5h.3v-.6q.2-.4.8-.5c.1 0 .2.6-.1 1.1zm-9.5-4.5l.5.5 .5.5z');
    // "1" then ".8" needs its space: ".3-1.8" would read as .3 and -1.8.
    expect(compactPathData([{ type: 'M', x: 0, y: 0 }, { type: 'Q', x1: 0.3, y1: -1, x: 0.8, y: -1.8 }])).toBe('m0 0q.3-1 .8-1.8');
    expect(subpaths(d)).toEqual([
      [[10, 5], [10.3, 5], [10.3, 4.4], [11.1, 3.9], [11, 5]],
      [[0.5, 0.5], [1, 1], [1.5, 1.5]],
    ]);
  });
});
