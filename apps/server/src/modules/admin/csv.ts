/**
 * CSV for spreadsheets (RFC 4180). A cell that a spreadsheet would read as a formula
 * (=, +, -, @, tab, carriage return first) gets a leading apostrophe, so a lead cannot
 * inject a formula into the operator's spreadsheet (OWASP "CSV injection").
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The columns of each export, in order: header label and the record's field. */
export const exportColumns = {
  users: [['ID', 'id'], ['Name', 'name'], ['Email', 'email'], ['Created at', 'createdAt']],
  contacts: [['ID', 'id'], ['Name', 'name'], ['Email', 'email'], ['Contact', 'contact'], ['Question', 'question'], ['Created at', 'createdAt']],
  demos: [
    ['ID', 'id'],
    ['Name', 'name'],
    ['Email', 'email'],
    ['Contact', 'contact'],
    ['Business name', 'businessname'],
    ['Job function', 'jobfunction'],
    ['Looking for', 'lookingfor'],
    ['Message', 'message'],
    ['Created at', 'createdAt'],
  ],
  subscribers: [['ID', 'id'], ['Email', 'email'], ['Status', 'status'], ['Created at', 'createdAt'], ['Confirmed at', 'confirmedAt']],
} as const;
