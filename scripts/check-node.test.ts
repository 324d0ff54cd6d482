import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations (it must run on any Node)
import { refusal } from './check-node.mjs';

describe('the Node version check of install, start, test and cli', () => {
  test.each(['v20.20.2', 'v22.18.0', 'v18.0.0', 'v23.11.1'])('%s is refused with one line naming it and what to install', (version) => {
    const line = refusal(version);
    expect(line).toBe(`Tarang Cloud needs Node.js 24 or 26 (LTS); found ${version}. Install the current Node 24 or 26 (for example \`nvm install 24\`) and run the command again.`);
    expect(line).not.toContain('\n');
  });

  test.each(['v24.0.0', 'v24.22.3', 'v26.12.1', 'v27.0.0'])('%s runs', (version) => {
    expect(refusal(version)).toBeUndefined();
  });

  test('the Node running this test is one the product runs on', () => {
    expect(refusal(process.version)).toBeUndefined();
  });
});
