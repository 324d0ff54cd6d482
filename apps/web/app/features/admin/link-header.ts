/**
 * product §13: list answers carry `Link: <...>; rel="next"` while more pages exist.
 * The dashboard keeps only the cursor; it builds its own URLs so the filter it shows is
 * always the filter it asks for.
 */
export function nextCursorFromLink(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!m) continue;
    const rels = /\brel\s*=\s*"?([^";]+)"?/i.exec(m[2] ?? '')?.[1]?.toLowerCase().split(/\s+/) ?? [];
    if (!rels.includes('next')) continue;
    try {
      return new URL(m[1] ?? '', 'http://localhost').searchParams.get('cursor') ?? undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** X-Total-Count as a number; a missing or broken header gives undefined. */
export function totalFromHeader(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
