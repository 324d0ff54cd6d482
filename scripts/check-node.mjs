// Stops `npm install`, `npm start`, `npm test` and `npm run cli` on a Node.js this product does not run on,
// with one line that says what was found and what to install (docs/decisions/021-compiled-server.md).
// Plain syntax only: it must run, and say so, on an old Node too.

/** The one line for a Node version this product does not run on, or undefined for one it does. */
export function refusal(version) {
  const major = Number(String(version).replace(/^v/, '').split('.')[0]);
  if (major >= 24) return undefined;
  return `Tarang Cloud needs Node.js 24 or 26 (LTS); found ${version}. Install the current Node 24 or 26 (for example \`nvm install 24\`) and run the command again.`;
}

const line = refusal(process.version);
if (line) {
  console.error(line);
  process.exit(1);
}
