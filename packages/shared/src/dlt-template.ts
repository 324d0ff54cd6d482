// Whether an SMS matches a DLT content template (docs/product.md §15, docs/decisions/035-message-tools-and-search.md).
// The public tools page and the API's test mode both use these functions, so a visitor sees the answer the
// server gives. No dependencies: the page loads this.
//
// DLT content templates (TRAI's Telecom Commercial Communications Customer Preference Regulations):
// an operator's scrubber passes a message only when it is an approved template with its placeholders
// filled. The rules modelled here are the common ones across operators' DLT portals; decision 035 gives
// the reasoning for each.

/**
 * The placeholder kinds DLT portals accept. `var` is free text; the others are the operators' variable
 * tags: `numeric` digits only, `alphanumeric` letters, digits and spaces, `url` and `urlott` a
 * whitelisted link (web, or app/OTT), `cbn` a whitelisted callback number, `email` an e-mail address.
 */
export const DLT_PLACEHOLDER_KINDS = ['var', 'numeric', 'alphanumeric', 'url', 'urlott', 'cbn', 'email'] as const;
export type DltPlaceholderKind = (typeof DLT_PLACEHOLDER_KINDS)[number];

/** The usual operator limit on what one variable of text may hold (var, numeric, alphanumeric). */
export const DLT_MAX_VARIABLE_LENGTH = 30;

export type DltReasonCode =
  | 'template-empty'
  | 'template-unknown-placeholder'
  | 'template-only-variables'
  | 'message-empty'
  | 'unfilled-placeholder'
  | 'fixed-text-mismatch'
  | 'variable-count'
  | 'variable-too-long'
  | 'variable-empty'
  | 'variable-not-numeric'
  | 'variable-not-alphanumeric'
  | 'variable-not-email'
  | 'url-not-whitelisted'
  | 'url-in-variable'
  | 'number-not-whitelisted'
  | 'number-in-variable';

export interface DltReason {
  code: DltReasonCode;
  /** One sentence for a person, naming the text at fault. */
  message: string;
  /** 1-based number of the template's placeholder at fault, when one is. */
  variable?: number;
}

export interface DltVariable {
  kind: DltPlaceholderKind;
  value: string;
}

export interface DltMatch {
  ok: boolean;
  reasons: DltReason[];
  /** How the message fills the template's placeholders, when its fixed text matches. */
  variables: DltVariable[] | null;
}

export interface DltOptions {
  /**
   * Links registered on the DLT portal. An entry matches a link that equals it or continues it
   * ('https://tarang.example.com/t/' matches 'https://tarang.example.com/t/abc'); without a scheme it
   * matches http and https alike; the host is compared without case.
   */
  whitelistedUrls?: readonly string[];
  /** Callback numbers registered on the DLT portal; compared by their digits (the last 10 for +91/0). */
  whitelistedNumbers?: readonly string[];
}

type Segment = { type: 'fixed'; text: string } | { type: 'var'; kind: DltPlaceholderKind; index: number };

const PLACEHOLDER = /\{#([^#{}]*)#\}/g;
const URL_IN_TEXT = /(?:https?:\/\/|www\.)[^\s]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s]*/gi;
const NUMBER_IN_TEXT = /\+?\d[\d -]{8,}\d/g;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ALPHANUMERIC = /^[\p{L}\p{N} ]+$/u;
const NUMERIC = /^\d+$/;
const CALLBACK_NUMBER = /^\+?[\d -]+$/;

/** Line endings are one ('\r\n' and '\n' alike) and the ends are trimmed; everything else is compared as is. */
function normalise(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

const quote = (text: string, max = 40) => `“${text.length > max ? `${text.slice(0, max)}…` : text}”`;
const placeholderName = (kind: DltPlaceholderKind) => `{#${kind}#}`;

function parseTemplate(template: string): { segments: Segment[]; unknown: string[] } {
  const segments: Segment[] = [];
  const unknown: string[] = [];
  let last = 0;
  let index = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) segments.push({ type: 'fixed', text: template.slice(last, match.index) });
    const kind = match[1] as DltPlaceholderKind;
    if ((DLT_PLACEHOLDER_KINDS as readonly string[]).includes(kind)) segments.push({ type: 'var', kind, index: ++index });
    else {
      unknown.push(match[0]);
      segments.push({ type: 'fixed', text: match[0] });
    }
    last = match.index + match[0].length;
  }
  if (last < template.length) segments.push({ type: 'fixed', text: template.slice(last) });
  return { segments, unknown };
}

const digitsOf = (text: string) => text.replace(/\D/g, '');
function sameNumber(a: string, b: string): boolean {
  const da = digitsOf(a);
  const db = digitsOf(b);
  if (da.length >= 10 && db.length >= 10) return da.slice(-10) === db.slice(-10);
  return da === db && da.length > 0;
}

const schemeOf = (url: string) => /^(https?):\/\//i.exec(url)?.[1]?.toLowerCase();
/** The link without its scheme, its host in lower case. */
function withoutScheme(url: string): string {
  const rest = url.replace(/^https?:\/\//i, '');
  const slash = rest.search(/[/?#]/);
  return slash === -1 ? rest.toLowerCase() : rest.slice(0, slash).toLowerCase() + rest.slice(slash);
}
function urlWhitelisted(url: string, whitelist: readonly string[]): boolean {
  const target = withoutScheme(url);
  const scheme = schemeOf(url);
  return whitelist.some((raw) => {
    const entry = raw.trim();
    const allowed = withoutScheme(entry);
    if (!allowed) return false;
    const entryScheme = schemeOf(entry);
    if (entryScheme && scheme && entryScheme !== scheme) return false;
    if (!target.startsWith(allowed)) return false;
    // 'example.com' must not pass 'example.com.evil.test': the entry ends at a path, query or fragment.
    return target.length === allowed.length || /[/?#]$/.test(allowed) || /[/?#]/.test(target[allowed.length]!);
  });
}

/** What is wrong with one variable's value (none: it passes). */
function checkVariable(segment: Extract<Segment, { type: 'var' }>, value: string, options: DltOptions): DltReason[] {
  const { kind, index: variable } = segment;
  const name = `Variable ${variable} (${placeholderName(kind)})`;
  const reasons: DltReason[] = [];
  const length = Array.from(value).length;
  const urls = options.whitelistedUrls ?? [];
  const numbers = options.whitelistedNumbers ?? [];
  if (kind !== 'var' && value.length === 0) {
    return [{ code: 'variable-empty', variable, message: `${name} is empty.` }];
  }
  if ((kind === 'var' || kind === 'numeric' || kind === 'alphanumeric') && length > DLT_MAX_VARIABLE_LENGTH) {
    reasons.push({
      code: 'variable-too-long',
      variable,
      message: `${name} holds ${length} characters; operators pass at most ${DLT_MAX_VARIABLE_LENGTH}.`,
    });
  }
  switch (kind) {
    case 'numeric':
      if (!NUMERIC.test(value)) {
        reasons.push({ code: 'variable-not-numeric', variable, message: `${name} must be digits only, not ${quote(value)}.` });
      }
      break;
    case 'alphanumeric':
      if (!ALPHANUMERIC.test(value)) {
        reasons.push({
          code: 'variable-not-alphanumeric',
          variable,
          message: `${name} must be letters, digits and spaces only, not ${quote(value)}.`,
        });
      }
      break;
    case 'email':
      if (!EMAIL.test(value)) {
        reasons.push({ code: 'variable-not-email', variable, message: `${name} is not an e-mail address: ${quote(value)}.` });
      }
      break;
    case 'url':
    case 'urlott':
      if (!urlWhitelisted(value, urls)) {
        reasons.push({
          code: 'url-not-whitelisted',
          variable,
          message: `${name}: the link ${quote(value)} is not whitelisted on the DLT portal.`,
        });
      }
      break;
    case 'cbn':
      if (!CALLBACK_NUMBER.test(value) || !numbers.some((n) => sameNumber(n, value))) {
        reasons.push({
          code: 'number-not-whitelisted',
          variable,
          message: `${name}: the callback number ${quote(value)} is not whitelisted on the DLT portal.`,
        });
      }
      break;
    case 'var':
      break;
  }
  if (kind === 'var') {
    // Operators block links and callback numbers smuggled into free text: they belong in {#url#} and
    // {#cbn#}, registered on the portal.
    for (const [url] of value.matchAll(URL_IN_TEXT)) {
      if (!urlWhitelisted(url, urls)) {
        reasons.push({
          code: 'url-in-variable',
          variable,
          message: `${name} holds the link ${quote(url)}, which is not whitelisted: put links in {#url#} and whitelist them.`,
        });
      }
    }
    for (const [number] of value.matchAll(NUMBER_IN_TEXT)) {
      if (digitsOf(number).length >= 10 && !numbers.some((n) => sameNumber(n, number))) {
        reasons.push({
          code: 'number-in-variable',
          variable,
          message: `${name} holds the phone number ${quote(number)}, which is not whitelisted: put callback numbers in {#cbn#} and whitelist them.`,
        });
      }
    }
  }
  return reasons;
}

/** Bounds the search for a split of the message among adjacent or repeated placeholders. */
const SEARCH_BUDGET = 20_000;

/**
 * Finds how the message fills the template: the first split in which every variable passes its checks,
 * or else the first split that matches the fixed text (its variables then carry the reasons).
 */
function fillTemplate(segments: Segment[], message: string, options: DltOptions) {
  let budget = SEARCH_BUDGET;
  let firstStructural: string[] | null = null;
  const values: string[] = [];

  /** Where the value of placeholder i, starting at pos, may end: in order, never inside a surrogate pair. */
  function* candidateEnds(i: number, pos: number): Generator<number> {
    const next = segments[i + 1];
    if (!next) {
      yield message.length;
    } else if (next.type === 'fixed') {
      for (let j = message.indexOf(next.text, pos); j !== -1; j = message.indexOf(next.text, j + 1)) yield j;
    } else {
      for (let j = pos; j <= message.length; j++) {
        const code = message.charCodeAt(j);
        if (!(code >= 0xdc00 && code <= 0xdfff)) yield j;
      }
    }
  }

  const search = (i: number, pos: number, strict: boolean): boolean => {
    if (--budget < 0) return false;
    const segment = segments[i];
    if (!segment) {
      if (pos !== message.length) return false;
      // In the strict pass only values that pass their checks get this far.
      firstStructural = [...values];
      return true;
    }
    if (segment.type === 'fixed') return message.startsWith(segment.text, pos) && search(i + 1, pos + segment.text.length, strict);
    const bounded = segment.kind === 'var' || segment.kind === 'numeric' || segment.kind === 'alphanumeric';
    for (const end of candidateEnds(i, pos)) {
      // Each candidate costs a step, so a long message with many placeholders still ends promptly.
      if (--budget < 0) return false;
      // Ends only grow: past 30 characters (at most 60 UTF-16 units) no later end can pass either.
      if (strict && bounded && end - pos > DLT_MAX_VARIABLE_LENGTH * 2) break;
      const value = message.slice(pos, end);
      if (strict && checkVariable(segment, value, options).length > 0) continue;
      values.push(value);
      const found = search(i + 1, end, strict);
      values.pop();
      if (found) return true;
      if (budget < 0) return false;
    }
    return false;
  };

  if (search(0, 0, true)) return { values: firstStructural as string[] | null, passes: true };
  budget = SEARCH_BUDGET;
  search(0, 0, false);
  return { values: firstStructural as string[] | null, passes: false };
}

/** Why the fixed text does not match: the first fixed piece of the template the message does not follow. */
function diagnoseFixedText(segments: Segment[], message: string): DltReason {
  let pos = 0;
  let afterVariable = false;
  for (const segment of segments) {
    if (segment.type === 'var') {
      afterVariable = true;
      continue;
    }
    const { text } = segment;
    if (afterVariable) {
      const found = message.indexOf(text, pos);
      if (found === -1) {
        return { code: 'fixed-text-mismatch', message: `The template's text ${quote(text)} is not in the message where expected.` };
      }
      pos = found + text.length;
    } else if (message.startsWith(text, pos)) {
      pos += text.length;
    } else {
      const later = message.indexOf(text, pos);
      if (later > pos) {
        return {
          code: 'variable-count',
          message: `The message has ${quote(message.slice(pos, later))} where the template has no placeholder: it has more variable text than the template's placeholders.`,
        };
      }
      let same = 0;
      while (same < text.length && text[same] === message[pos + same]) same++;
      const found = message.slice(pos + same, pos + same + 20);
      return {
        code: 'fixed-text-mismatch',
        message: `At character ${pos + same + 1} the template has ${quote(text.slice(same), 20)} but the message has ${found ? quote(found, 20) : 'nothing'}.`,
      };
    }
    afterVariable = false;
  }
  if (pos < message.length) {
    return {
      code: 'variable-count',
      message: `The message goes on after the template ends: ${quote(message.slice(pos))} has no placeholder.`,
    };
  }
  return { code: 'fixed-text-mismatch', message: 'The message does not follow the template.' };
}

/**
 * Whether an operator's DLT scrubber would pass the message as the template filled in, and why not.
 * Fixed text must match exactly, case and spacing included: only line endings ('\r\n' = '\n') and
 * whitespace at the two ends are forgiven (decision 035).
 */
export function matchDltTemplate(template: string, message: string, options: DltOptions = {}): DltMatch {
  const tpl = normalise(template);
  const msg = normalise(message);
  const fail = (reasons: DltReason[], variables: DltVariable[] | null = null): DltMatch => ({ ok: false, reasons, variables });
  if (!tpl) return fail([{ code: 'template-empty', message: 'Paste the approved template first.' }]);

  const { segments, unknown } = parseTemplate(tpl);
  const templateReasons: DltReason[] = unknown.map((placeholder) => ({
    code: 'template-unknown-placeholder',
    message: `${quote(placeholder)} is not a DLT placeholder: use ${DLT_PLACEHOLDER_KINDS.map(placeholderName).join(', ')} (lower case).`,
  }));
  if (segments.every((s) => s.type === 'var')) {
    templateReasons.push({ code: 'template-only-variables', message: 'A template needs fixed text: operators do not approve one made only of placeholders.' });
  }
  if (templateReasons.length > 0) return fail(templateReasons);
  if (!msg) return fail([{ code: 'message-empty', message: 'Paste the message to check.' }]);

  const unfilled = [...msg.matchAll(PLACEHOLDER)].map((m) => m[0]);
  if (unfilled.length > 0) {
    return fail([
      {
        code: 'unfilled-placeholder',
        message: `The message still holds ${quote(unfilled[0]!)}: fill every placeholder with its value.`,
      },
    ]);
  }

  const variableSegments = segments.filter((s): s is Extract<Segment, { type: 'var' }> => s.type === 'var');
  const { values, passes } = fillTemplate(segments, msg, options);
  if (!values) return fail([diagnoseFixedText(segments, msg)]);
  const variables = values.map((value, i) => ({ kind: variableSegments[i]!.kind, value }));
  if (passes) return { ok: true, reasons: [], variables };
  return fail(
    values.flatMap((value, i) => checkVariable(variableSegments[i]!, value, options)),
    variables,
  );
}
