const number = new Intl.NumberFormat('en-US');

/** 'Showing 1–50 of 1,234 contact requests', or the loading, failed or empty sentence. */
export function pageSummary(
  list: { loading: boolean; failed: boolean; total: number | undefined; rows: unknown[]; pageIndex: number; limit: number },
  noun: string,
  emptySentence: string,
): string {
  if (list.loading && list.total === undefined) return `Loading ${noun}…`;
  if (list.failed) return `The ${noun} could not be loaded.`;
  if (list.rows.length === 0) return emptySentence;
  const first = list.pageIndex * list.limit + 1;
  const last = list.pageIndex * list.limit + list.rows.length;
  return `Showing ${number.format(first)}–${number.format(last)}${list.total === undefined ? '' : ` of ${number.format(list.total)}`} ${noun}`;
}

/** Pages needed for the total (at least one), or undefined while the total is unknown. */
export function pageCountOf(total: number | undefined, limit: number): number | undefined {
  return total === undefined ? undefined : Math.max(1, Math.ceil(total / limit));
}
