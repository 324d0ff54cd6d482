import type { Attribution, AttributionVisit } from '@tarang/shared/leads';

/**
 * A cell a spreadsheet could run as a formula (OWASP "CSV injection"): its first non-blank character is
 * = + - @ or | (or their full-width forms, which some spreadsheets fold), or it starts with a tab or CR.
 * Leading blanks count because spreadsheets trim them before reading the cell.
 */
const FORMULA_START = /^[\t\r]|^\s*[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Only what a phone number is written with: digits, spaces, + - ( ) and dots. A formula needs a letter to
 * call a function, name a cell or reach another program, so such text is at most sums of numbers; a
 * phone column's cell that holds only these keeps its leading + or - (docs/decisions/040-phone-numbers-in-e164.md).
 */
const PHONE_TEXT = /^[0-9 +\-().]+$/;

const phone = Symbol('phone');
/** A cell of a phone column ('Contact', 'Contact (E.164)'); see csvCell. */
export interface PhoneCell {
  readonly [phone]: unknown;
}
export const phoneCell = (value: unknown): PhoneCell => ({ [phone]: value });
const isPhoneCell = (value: unknown): value is PhoneCell => typeof value === 'object' && value !== null && phone in value;

/**
 * CSV for spreadsheets (RFC 4180; docs/decisions/028-security-test-findings.md). A formula-like cell gets a
 * leading apostrophe, and every cell is quoted, so a separator inside the text (`,` or a locale's `;`)
 * can never end the cell and start a formula in the next one. A phone number ('+919876543210') is the
 * one exception: written as it is, so a CRM importing the file gets the number, not "'+91…" (decision 040).
 */
export function csvCell(value: unknown): string {
  const asPhone = isPhoneCell(value);
  const raw = asPhone ? value[phone] : value;
  let text = raw === null || raw === undefined ? '' : String(raw);
  if (FORMULA_START.test(text) && !(asPhone && PHONE_TEXT.test(text))) text = `'${text}`;
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

/** The fields of a lead that hold its phone number: their cells are phone cells. */
export const phoneFields: ReadonlySet<string> = new Set(['contact', 'contactE164']);

/**
 * The columns of each export, in order: header label and the record's field. A lead's number in E.164
 * comes right after it as stored (docs/decisions/040-phone-numbers-in-e164.md).
 */
export const exportColumns = {
  users: [['ID', 'id'], ['Name', 'name'], ['Email', 'email'], ['Created at', 'createdAt']],
  contacts: [['ID', 'id'], ['Name', 'name'], ['Email', 'email'], ['Contact', 'contact'], ['Contact (E.164)', 'contactE164'], ['Question', 'question'], ['Created at', 'createdAt']],
  demos: [
    ['ID', 'id'],
    ['Name', 'name'],
    ['Email', 'email'],
    ['Contact', 'contact'],
    ['Contact (E.164)', 'contactE164'],
    ['Business name', 'businessname'],
    ['Job function', 'jobfunction'],
    ['Looking for', 'lookingfor'],
    ['Message', 'message'],
    ['Created at', 'createdAt'],
  ],
  subscribers: [['ID', 'id'], ['Email', 'email'], ['Status', 'status'], ['Created at', 'createdAt'], ['Confirmed at', 'confirmedAt']],
} as const;
