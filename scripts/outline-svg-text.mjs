// Turns the <text> of drawn SVG files into outlined paths (docs/decisions/020-outlined-wordmarks.md):
//   node scripts/outline-svg-text.mjs apps/web/public/images/clients/*.svg
// A wordmark set as SVG text is laid out by the browser, in a document of its own with its own font set-up,
// each time the image is painted, and it looks different on every system (San Francisco, Segoe UI, Roboto,
// Arial). Outlined, it is a few paths: the same shape everywhere and no text layout at paint time.
// The glyphs come from Liberation Sans (SIL Open Font License, metric-compatible with Arial; Debian's
// fonts-liberation), Bold for a weight of 600 or more. Each file's <title> keeps its words.
// The drawings use a small subset of SVG text and this handles exactly that subset: x, y, font-size,
// font-weight, fill, letter-spacing, text-anchor, textLength with lengthAdjust="spacingAndGlyphs", and
// <tspan> children that change only fill or weight. Anything else stops it, naming the file and the reason.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

function loadFonts(dir = '/usr/share/fonts/truetype/liberation') {
  const load = (file) => {
    const at = `${dir}/${file}`;
    if (!fs.existsSync(at)) throw new Error(`${at} is missing (apt-get install -y fonts-liberation)`);
    return opentype.loadSync(at);
  };
  return { regular: load('LiberationSans-Regular.ttf'), bold: load('LiberationSans-Bold.ttf') };
}

const TEXT_ATTRS = new Set(['x', 'y', 'font-size', 'font-weight', 'fill', 'letter-spacing', 'text-anchor', 'textLength', 'lengthAdjust']);
const TSPAN_ATTRS = new Set(['fill', 'font-weight']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function attributes(attrs, allowed, where) {
  const out = {};
  for (const [, name, value] of attrs.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    if (!allowed.has(name)) throw new Error(`${where}: attribute ${name} on SVG text is not handled`);
    out[name] = value;
  }
  return out;
}

/** XML's five named entities and numeric references, as text; also what React writes into HTML attributes. */
export const decodeEntities = (s) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, (_, e) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : ENTITIES[e],
  );

/** A <text> element's content as runs of one fill and one weight. */
function runsOf(content, base, where) {
  const runs = [];
  for (const m of content.matchAll(/<tspan\b([^>]*)>([^<]*)<\/tspan>|([^<]+)|(<[^>]*>)/g)) {
    if (m[4]) throw new Error(`${where}: ${m[4]} inside SVG text is not handled`);
    if (m[3] !== undefined) runs.push({ text: decodeEntities(m[3]), ...base });
    else {
      const a = attributes(m[1], TSPAN_ATTRS, where);
      runs.push({ text: decodeEntities(m[2]), fill: a.fill ?? base.fill, weight: Number(a['font-weight'] ?? base.weight) });
    }
  }
  return runs;
}

const tenth = (n) => Math.round(n * 10) / 10;

/** A number at a tenth of a unit, written short: "1" not "1.0", ".5" not "0.5", never "-0". */
const num = (n) => {
  const s = tenth(n).toFixed(1).replace(/\.0$/, '').replace(/^(-?)0\./, '$1.');
  return s === '-0' ? '0' : s;
};

/** Joins numbers the short way SVG allows: no separator before a minus sign, or before ".5" after "1.5". */
function joinNumbers(numbers) {
  let out = '';
  let previous = '';
  for (const n of numbers) {
    out += previous && !n.startsWith('-') && !(n.startsWith('.') && previous.includes('.')) ? ` ${n}` : n;
    previous = n;
  }
  return out;
}

/**
 * Path data in relative commands at a tenth of a unit (glyphs are drawn at 10-28 units), each point rounded
 * once in absolute terms so the rounding never drifts along a word. About half the size of opentype.js's
 * absolute output.
 */
export function compactPathData(commands) {
  let out = '';
  let last = '';
  let [cx, cy, sx, sy] = [0, 0, 0, 0];
  const r = tenth;
  const emit = (letter, values) => {
    const text = joinNumbers(values.map(num));
    out += letter !== last || letter === 'm' ? letter + text : (text.startsWith('-') ? '' : ' ') + text;
    last = letter;
  };
  for (const c of commands) {
    if (c.type === 'Z') {
      out += 'z';
      last = 'z';
      [cx, cy] = [sx, sy];
      continue;
    }
    const [x, y] = [r(c.x), r(c.y)];
    const dx = x - cx;
    const dy = y - cy;
    if (c.type === 'M') {
      emit('m', [dx, dy]);
      [sx, sy] = [x, y];
    } else if (c.type === 'L') {
      if (Math.abs(dx) < 0.05 && Math.abs(dy) < 0.05) continue; // closes onto itself at this precision
      if (Math.abs(dy) < 0.05) emit('h', [dx]);
      else if (Math.abs(dx) < 0.05) emit('v', [dy]);
      else emit('l', [dx, dy]);
    } else if (c.type === 'Q') emit('q', [r(c.x1) - cx, r(c.y1) - cy, dx, dy]);
    else if (c.type === 'C') emit('c', [r(c.x1) - cx, r(c.y1) - cy, r(c.x2) - cx, r(c.y2) - cy, dx, dy]);
    else throw new Error(`path command ${c.type} is not handled`);
    [cx, cy] = [x, y];
  }
  return out;
}

/** One <text> element as paths, one <path> per run. */
export function outlineText(attrs, content, fonts, where = 'svg') {
  const a = attributes(attrs, TEXT_ATTRS, where);
  if (a.lengthAdjust && a.lengthAdjust !== 'spacingAndGlyphs') throw new Error(`${where}: lengthAdjust="${a.lengthAdjust}" is not handled`);
  const size = Number(a['font-size'] ?? 16);
  const spacing = Number(a['letter-spacing'] ?? 0);
  const runs = runsOf(content, { fill: a.fill ?? '#000', weight: Number(a['font-weight'] ?? 400) }, where);

  // Along the line: each glyph's advance, kerning between neighbours of a run, letter-spacing after each.
  let pen = 0;
  const placedRuns = runs.map((run) => {
    const font = run.weight >= 600 ? fonts.bold : fonts.regular;
    const scale = size / font.unitsPerEm;
    const glyphs = font.stringToGlyphs(run.text);
    return glyphs.map((glyph, g) => {
      const placed = { glyph, x: pen };
      pen += glyph.advanceWidth * scale + spacing;
      if (g + 1 < glyphs.length) pen += font.getKerningValue(glyph, glyphs[g + 1]) * scale;
      return placed;
    });
  });
  const natural = pen - spacing;
  // textLength with spacingAndGlyphs stretches glyphs and gaps alike to the given length.
  const stretch = a.textLength && natural > 0 ? Number(a.textLength) / natural : 1;
  const width = natural * stretch;
  const anchor = a['text-anchor'] ?? 'start';
  const x0 = Number(a.x ?? 0) - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const y0 = Number(a.y ?? 0);

  return runs
    .map((run, index) => {
      const d = compactPathData(
        placedRuns[index].flatMap((p) =>
          p.glyph.getPath(0, 0, size).commands.map((c) => {
            const moved = { ...c };
            for (const [kx, ky] of [['x', 'y'], ['x1', 'y1'], ['x2', 'y2']]) {
              if (kx in c) {
                moved[kx] = x0 + (p.x + c[kx]) * stretch;
                moved[ky] = y0 + c[ky];
              }
            }
            return moved;
          }),
        ),
      );
      return d ? `<path fill="${run.fill}" d="${d}"/>` : '';
    })
    .join('');
}

/** The SVG with every <text> outlined; the font-family only text used goes with it. */
export function outlineSvg(svg, fonts, where = 'svg') {
  const outlined = svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (_, attrs, content) => outlineText(attrs, content, fonts, where));
  return outlined.replace(/ font-family="[^"]*"/g, '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: node scripts/outline-svg-text.mjs FILE.svg ...');
    process.exit(2);
  }
  const fonts = loadFonts();
  for (const file of files) {
    const before = fs.readFileSync(file, 'utf8');
    if (!/<text\b/.test(before)) {
      console.log(`${file}: no text, left as it is`);
      continue;
    }
    const after = outlineSvg(before, fonts, file);
    fs.writeFileSync(file, after);
    console.log(`${file}: ${before.length} -> ${after.length} bytes`);
  }
}
