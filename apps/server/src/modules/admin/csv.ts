import type { Attribution, AttributionVisit } from '@tarang/shared/leads';

/**
 * A cell a spreadsheet could run as a formula (OWASP "CSV injection"): its first non-blank character is
 * = + - @ or | (or their full-width forms, which some spreadsheets fold), or it starts with a tab or CR.
 * Leading blanks count because spreadsheets trim them before reading the cell.
 */
const FORMULA_START = /^[\t\r]|^\s*[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * CSV for spreadsheets (RFC 4180; docs/decisions/028-security-test-findings.md). A formula-like cell gets a
 * leading apostrophe, and every cell is quoted, so a separator inside the text (`,` or a locale's `;`)
 * can never end the cell and start a formula in the next one.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** After a lead table's own columns: how it is being worked (docs/decisions/032-lead-pipeline-and-attribution.md). */
export const leadWorkCsvColumns = ['Status', 'Status reason', 'Owner'] as const;

const visitCell = (which: 'first' | 'latest', field: keyof AttributionVisit) => (a: Attribution | null) => a?.[which]?.[field];
/** Last on every export: where the row came from, the session's first and latest visit and the form's page. */
export const attributionCsvColumns: [label: string, cell: (a: Attribution | null) => string | undefined][] = [
  ...(['first', 'latest'] as const).flatMap((which) => {
    const name = which === 'first' ? 'First' : 'Latest';
    return [
      [`${name} landing page`, visitCell(which, 'landing')],
      [`${name} referrer`, visitCell(which, 'referrer')],
      [`${name} UTM source`, visitCell(which, 'utm_source')],
      [`${name} UTM medium`, visitCell(which, 'utm_medium')],
      [`${name} UTM campaign`, visitCell(which, 'utm_campaign')],
      [`${name} UTM term`, visitCell(which, 'utm_term')],
      [`${name} UTM content`, visitCell(which, 'utm_content')],
    ] satisfies [string, (a: Attribution | null) => string | undefined][];
  }),
  ['Form page', (a) => a?.formPage],
];

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
