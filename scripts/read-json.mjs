import fs from 'node:fs';

/** A report file's JSON, or undefined when the step that writes it did not run or stopped half-way. */
export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
