import path from 'node:path';
import { initialBytes, publicRoutes } from './src/lib/site-build';
const dist = path.resolve('apps/web/build/client');
const rows = publicRoutes(dist).map((r) => [r.path, initialBytes(dist, r.file).jsGzip] as const);
for (const [p, b] of rows.filter(([p]) => !p.startsWith('/blog/') && !p.startsWith('/services/') || p.endsWith('sms'))) console.log(p, b);
console.log('max', Math.max(...rows.map((r) => r[1])));
