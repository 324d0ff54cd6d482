// Writes .br and .gz beside every compressible file of the web build, so the server
// sends precompressed bytes and never compresses per request (docs/decisions/004).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Run from apps/web by its build script; WEB_BUILD_DIR matches react-router.config.ts.
const root = path.resolve(process.argv[2] ?? path.join(process.env.WEB_BUILD_DIR ?? 'build', 'client'));
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.md', '.data', '.webmanifest']);
const MIN_BYTES = 256;

let count = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.has(path.extname(entry.name)) && fs.statSync(full).size >= MIN_BYTES) {
      const body = fs.readFileSync(full);
      const br = zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
      count++;
      before += body.length;
      after += br.length;
    }
  }
}

if (!fs.existsSync(root)) {
  console.error(`compress-build: ${root} does not exist; build the site first.`);
  process.exit(1);
}
walk(root);
console.log(`compress-build: ${count} files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`);
