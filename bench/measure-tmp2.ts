import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { initialBytes } from './src/lib/site-build';
const dist = path.resolve('apps/web/build/client');
const r = initialBytes(dist, path.join(dist, process.argv[2] ?? 'index.html')) as any;
console.log(Object.keys(r));
for (const f of r.jsFiles ?? r.files ?? []) console.log(f, zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length);
