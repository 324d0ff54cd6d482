import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The plain control page of the Lighthouse section: a heading and a paragraph, no script, no stylesheet,
 * served by the same server process as the site. Lighthouse's performance figures follow the host's speed;
 * a miss the control page shares in the same run is the host's, not the site's
 * (docs/decisions/012-benchmarks.md).
 */
export const CONTROL_PATH = '/bench-control';
const CONTROL_DIR = CONTROL_PATH.slice(1);

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

/** Whether a file of the build folder is the control page (never a public route or a prerendered page of the site). */
export function isControlPage(webDist: string, file: string): boolean {
  return path.relative(webDist, file).split(path.sep)[0] === CONTROL_DIR;
}

/**
 * Writes the control page into the build folder, with the brotli and gzip siblings the server sends as it
 * sends the site's pages. The server reads the folder once at start, so the caller removes the page as soon
 * as the server is up; later servers of the same run never see it.
 */
export function writeControlPage(webDist: string): () => void {
  const dir = path.join(webDist, CONTROL_DIR);
  const file = path.join(dir, 'index.html');
  const body = Buffer.from(controlHtml);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
