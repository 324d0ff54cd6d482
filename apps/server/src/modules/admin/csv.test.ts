import { describe, expect, test } from 'vitest';
import { csvCell, csvLine, phoneCell } from './csv';

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

  // docs/decisions/040-phone-numbers-in-e164.md: a phone column's number keeps its + or -, since text of
  // digits, spaces and + - ( ) . names no function nor cell; anything else in it is guarded as before.
  test.each([
    ['+919876543210', `"+919876543210"`],
    ['+1 (201) 555-0123', `"+1 (201) 555-0123"`],
    ['+44 (0)20 7946.0101', `"+44 (0)20 7946.0101"`],
    [' +91 98765 43210', `" +91 98765 43210"`],
    ['-98765-43210', `"-98765-43210"`],
    ['9876543210', `"9876543210"`],
    [null, `""`],
    ['=1+1', `"'=1+1"`],
    ["+cmd|' /C calc'!A0", `"'+cmd|' /C calc'!A0"`],
    ['-2+3+cmd', `"'-2+3+cmd"`],
    ['+1 E1', `"'+1 E1"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\t+91', `"'\t+91"`],
    ['\u00a0+91', `"'\u00a0+91"`],
    ['\uFF0B919876543210', `"'\uFF0B919876543210"`],
    ['+91,=1+1', `"'+91,=1+1"`],
  ])('%j in a phone column is written as %s', (value, cell) => {
    expect(csvCell(phoneCell(value))).toBe(cell);
  });

  test('outside a phone column a number that starts with + is still guarded', () => {
    expect(csvLine(['+919876543210', phoneCell('+919876543210')])).toBe(`"'+919876543210","+919876543210"\r\n`);
  });
});
