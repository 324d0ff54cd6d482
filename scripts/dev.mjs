// `npm run dev`: the API server on PORT (default 5000) and the Vite dev server, which
// proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], { stdio: 'inherit', env: { ...process.env, WEB_DIST: '/nonexistent' } }),
  spawn('npm', ['run', 'dev', '-w', '@tarang/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
