/**
 * Time-zone names as people say them (docs/decisions/044-time-zones-and-front-matter.md). Chromium and
 * Node answer ICU's canonical names, and for these zones ICU keeps a name the IANA database renamed long
 * ago: a browser in India reports "Asia/Calcutta". Every engine accepts both names for the same rules, so
 * a name is shown (and sent) as the IANA database spells it today. The list is ICU's and CLDR's set of
 * zones treated as links (the one SpiderMonkey generates from tzdata 2025c); it changes only when ICU
 * catches up, which makes an entry a no-op rather than wrong.
 */
const renamed: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The IANA database's current name for a zone: 'Asia/Calcutta' → 'Asia/Kolkata'; any other name as given. */
export function currentZoneName(timeZone: string): string {
  return renamed[timeZone] ?? timeZone;
}

/** This device's time zone under its current name, or UTC when the runtime does not say. */
export function deviceTimeZone(): string {
  return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}
