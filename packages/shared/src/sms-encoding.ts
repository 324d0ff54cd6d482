// How an SMS is encoded and split into parts (docs/product.md §15, docs/decisions/035-message-tools-and-search.md).
// The public tools page and the API's test mode both use these functions, so a visitor sees the answer the
// server gives. No dependencies: the page loads this.

/** GSM 03.38 default alphabet (3GPP TS 23.038 §6.2.1), without the escape code: one septet each. */
const GSM_BASIC = new Set(
  Array.from(
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
      '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ),
);

/** The extension table's characters: an escape septet plus one, so two septets each. */
export const GSM_EXTENSION_CHARS = ['\f', '^', '{', '}', '\\', '[', '~', ']', '|', '€'] as const;
const GSM_EXTENSION = new Set<string>(GSM_EXTENSION_CHARS);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** Units one part holds: alone, and in a concatenated message (the header takes the rest). */
export const PART_LIMITS = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
} as const satisfies Record<SmsEncoding, { single: number; multi: number }>;

export interface CharOccurrences {
  /** The character as typed (an emoji is one entry, though two UTF-16 code units). */
  char: string;
  /** 'U+20AC' */
  codePoint: string;
  /** Offsets into the text in UTF-16 code units (what String.prototype.slice takes), in order. */
  positions: number[];
}

export interface MessageAnalysis {
  encoding: SmsEncoding;
  /** Characters (Unicode code points) in the text. */
  characters: number;
  /** The distinct characters outside the GSM alphabet, which make the message UCS-2; in first-seen order. */
  unicodeChars: CharOccurrences[];
  /** GSM-7 only: the extension-table characters, each counted as two septets. Empty under UCS-2. */
  extensionChars: CharOccurrences[];
  /** Septets (GSM-7) or UTF-16 code units (UCS-2: an emoji outside the BMP is a surrogate pair, 2 units). */
  units: number;
  /** SMS parts the operator bills; 0 for an empty text. */
  parts: number;
  /** Units each part holds at this length: 160/70 while the message fits one part, else 153/67. */
  perPart: number;
  /** Units used in each part, as the message is split. */
  partUnits: number[];
  /** Units still free in the last part before another part starts. */
  remainingInPart: number;
}

const codePointLabel = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

function addOccurrence(map: Map<string, CharOccurrences>, char: string, position: number) {
  const seen = map.get(char);
  if (seen) seen.positions.push(position);
  else map.set(char, { char, codePoint: codePointLabel(char), positions: [position] });
}

/** True when every character of the text is in the GSM 03.38 alphabet (basic or extension table). */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM_BASIC.has(char) && !GSM_EXTENSION.has(char)) return false;
  return true;
}

/**
 * The encoding, length and parts of an SMS. Parts are split the way a sender's SMSC splits them, not by
 * division: an extension character (escape + character) and a surrogate pair never straddle two parts,
 * so a part may end one unit short of 153 or 67 and the message can need one part more than units/153.
 */
export function analyseMessage(text: string): MessageAnalysis {
  const unicode = new Map<string, CharOccurrences>();
  const extension = new Map<string, CharOccurrences>();
  const chars: string[] = [];
  let offset = 0;
  for (const char of text) {
    chars.push(char);
    if (GSM_EXTENSION.has(char)) addOccurrence(extension, char, offset);
    else if (!GSM_BASIC.has(char)) addOccurrence(unicode, char, offset);
    offset += char.length;
  }
  const encoding: SmsEncoding = unicode.size > 0 ? 'UCS-2' : 'GSM-7';
  // Under UCS-2 every code unit counts once, so a surrogate pair is 2 and '€' is 1.
  const unitsOf =
    encoding === 'GSM-7' ? (char: string) => (GSM_EXTENSION.has(char) ? 2 : 1) : (char: string) => char.length;
  const { single, multi } = PART_LIMITS[encoding];
  let units = 0;
  for (const char of chars) units += unitsOf(char);

  let partUnits: number[];
  if (units === 0) partUnits = [];
  else if (units <= single) partUnits = [units];
  else {
    partUnits = [];
    let current = 0;
    for (const char of chars) {
      const size = unitsOf(char);
      if (current + size > multi) {
        partUnits.push(current);
        current = 0;
      }
      current += size;
    }
    partUnits.push(current);
  }
  const perPart = partUnits.length > 1 ? multi : single;
  return {
    encoding,
    characters: chars.length,
    unicodeChars: [...unicode.values()],
    extensionChars: encoding === 'GSM-7' ? [...extension.values()] : [],
    units,
    parts: partUnits.length,
    perPart,
    partUnits,
    remainingInPart: perPart - (partUnits.at(-1) ?? 0),
  };
}
