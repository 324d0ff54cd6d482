import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keptTickRecord } from './keep-tick-shape';

describe('keep-tick-shape (issue 8)', () => {
  it('holds one nextTick record, shaped as Node builds every record', async () => {
    await new Promise((resolve) => process.nextTick(resolve));
    const record = keptTickRecord() as object;
    expect(record).toBeDefined();
    // If Node changes this shape, the workaround no longer matches the records it is meant to keep alive.
    expect(Object.getOwnPropertySymbols(record).map(String)).toEqual(['Symbol(async_id_symbol)', 'Symbol(trigger_async_id_symbol)']);
    expect(Object.keys(record)).toEqual(['callback', 'args']);
  });

  it('is the first module the server process loads', () => {
    const source = fs.readFileSync(new URL('./server.ts', import.meta.url), 'utf8');
    const firstImport = source.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './keep-tick-shape';");
  });
});
