// `npm run dev`: the API server on PORT (default 5000) and the Vite dev server, which
// proxies /api to it. Ctrl-C stops both. Both read the brand file BRAND_CONFIG names (default brand/brand.json).
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/brand-hook.mjs', '--watch', 'apps/server/src/server.ts'], { stdio: 'inherit', env: { ...process.env, WEB_DIST: '/nonexistent' } }),
  spawn('npm', ['run', 'dev', '-w', '@tarang/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
