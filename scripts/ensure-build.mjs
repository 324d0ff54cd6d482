// `npm start` serves the production build; build it first when it is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const marker = 'apps/web/build/client/index.html';
if (!fs.existsSync(marker)) {
  console.log('No production build found: building the site (about a minute) ...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
