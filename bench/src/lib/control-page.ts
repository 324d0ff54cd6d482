import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from './env';

/**
 * The plain control page of the Lighthouse sections: a heading and a paragraph, no script, no stylesheet,
 * served by the same server process as the site. Lighthouse's performance figures follow the host's speed;
 * a miss the control page shares in the same run is the host's, not the site's
 * (docs/decisions/012-benchmarks.md).
 */
export const CONTROL_PATH = '/bench-control';
const CONTROL_DIR = CONTROL_PATH.slice(1);

/**
 * The hydration control page: the same heading and paragraph, prerendered and hydrated by the site's React
 * Router, React and React DOM with no app code (bench/hydrate-control, built with the framework's defaults
 * and none of the site's build steps). Its Total Blocking Time is the framework's own floor on this host in
 * this run; the site's TBT is read as the part above it (docs/decisions/012-benchmarks.md).
 */
export const HYDRATION_CONTROL_PATH = '/bench-hydrate';
const HYDRATION_CONTROL_DIR = HYDRATION_CONTROL_PATH.slice(1);
/** The hydration control's project; React Router builds it into build/client (its basename is HYDRATION_CONTROL_PATH). */
export const HYDRATION_CONTROL_PROJECT = path.join(repoRoot, 'bench', 'hydrate-control');

export const controlHtml = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Control page</title>
<meta name="description" content="A plain page that measures the host, not the site.">
</head>
<body>
<main>
<h1>Control page</h1>
<p>A heading and a paragraph with no script: what this host scores when the page does nothing.</p>
</main>
</body>
</html>
`;

/** Whether a file of the build folder is a control page's (never a public route or a prerendered page of the site). */
export function isControlPage(webDist: string, file: string): boolean {
  const top = path.relative(webDist, file).split(path.sep)[0];
  return top === CONTROL_DIR || top === HYDRATION_CONTROL_DIR;
}

const compressed = (body: Buffer) => ({
  br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: zlib.gzipSync(body, { level: 9 }),
});

/** Writes a file with the brotli and gzip siblings the server sends, as it sends the site's. */
function writeServed(file: string, body: Buffer) {
  const { br, gz } = compressed(body);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
}

/**
 * Writes the control page into the build folder, with the brotli and gzip siblings the server sends as it
 * sends the site's pages. The server reads the folder once at start, so the caller removes the page as soon
 * as the server is up; later servers of the same run never see it.
 */
export function writeControlPage(webDist: string): () => void {
  const dir = path.join(webDist, CONTROL_DIR);
  writeServed(path.join(dir, 'index.html'), Buffer.from(controlHtml));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Writes the built hydration control (`client`: its React Router build's client folder) into the build
 * folder under HYDRATION_CONTROL_PATH: its page and its scripts, compressed. Like writeControlPage, the
 * caller removes it once the server is up. A control build without its page or scripts stops the bench.
 */
export function writeHydrationControl(webDist: string, client = path.join(HYDRATION_CONTROL_PROJECT, 'build', 'client')): () => void {
  const page = path.join(client, HYDRATION_CONTROL_DIR, 'index.html');
  const assets = path.join(client, 'assets');
  const scripts = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => f.endsWith('.js')) : [];
  if (!fs.existsSync(page) || scripts.length === 0) throw new Error(`hydration control: no page or no scripts in ${client}; build bench/hydrate-control first`);
  const dir = path.join(webDist, HYDRATION_CONTROL_DIR);
  writeServed(path.join(dir, 'index.html'), fs.readFileSync(page));
  for (const f of scripts) writeServed(path.join(dir, 'assets', f), fs.readFileSync(path.join(assets, f)));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
