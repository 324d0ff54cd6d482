import type { IsoDate } from './date-range';

/**
 * The name of an exported table: what it holds and which dates it covers, so several
 * exports in a downloads folder can be told apart ('contacts-2026-11-01-to-2026-11-30.csv').
 */
export function csvFileName(table: string, covered: { from?: IsoDate; to?: IsoDate }, today: IsoDate, search?: string): string {
  let period: string;
  if (!covered.from && !covered.to) period = `all-time-${today}`;
  else if (covered.from && covered.to) period = covered.from === covered.to ? covered.from : `${covered.from}-to-${covered.to}`;
  else if (covered.from) period = `from-${covered.from}`;
  else period = `until-${covered.to}`;
  const q = slug(search ?? '');
  return `${table}-${period}${q ? `-matching-${q}` : ''}.csv`;
}

/** Letters and digits only, so the name is safe on every file system. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}
