import { describe, expect, test } from 'vitest';
import { csvCell, csvLine } from './csv';

// docs/decisions/028-security-test-findings.md: every cell quoted, and an apostrophe before any text
// whose first non-blank character could start a formula, whatever the spreadsheet's list separator.

describe('CSV cells', () => {
  test.each([
    ['=1+1', `"'=1+1"`],
    ['+1 555 0100', `"'+1 555 0100"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['   =1+1', `"'   =1+1"`],
    ['\u00a0=1+1', `"'\u00a0=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['|calc', `"'|calc"`],
    ['\uFF1D1+1', `"'\uFF1D1+1"`],
    ['\uFF0B1', `"'\uFF0B1"`],
    ['\uFF0D1', `"'\uFF0D1"`],
    ['\uFF20SUM(1)', `"'\uFF20SUM(1)"`],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['a;=1+1', `"a;=1+1"`],
    ['a,=1+1', `"a,=1+1"`],
    ['plain text', `"plain text"`],
    ['Kabir, "K" Shah', `"Kabir, ""K"" Shah"`],
    ['', `""`],
    [null, `""`],
    [undefined, `""`],
    [42, `"42"`],
  ])('%j is written as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test('a line quotes every cell and ends with CRLF', () => {
    expect(csvLine(['ID', 'Name', null])).toBe('"ID","Name",""\r\n');
  });
});
