import { describe, expect, test } from 'vitest';
import { analyseMessage, DLT_MAX_VARIABLE_LENGTH, isGsm7, matchDltTemplate, type DltReasonCode } from './sms-text';
import { smsFixtures } from './sms-text-fixtures';

describe('analyseMessage: the shared fixtures', () => {
  test('there are at least 20, Hindi and emoji among them', () => {
    expect(smsFixtures.length).toBeGreaterThanOrEqual(20);
    expect(smsFixtures.some((f) => /[\u0900-\u097f]/.test(f.text))).toBe(true);
    expect(smsFixtures.some((f) => /\p{Extended_Pictographic}/u.test(f.text))).toBe(true);
  });

  test.each(smsFixtures.map((f) => [f.id, f] as const))('%s', (_id, { text, expected }) => {
    const result = analyseMessage(text);
    expect(result.encoding).toBe(expected.encoding);
    expect(result.units).toBe(expected.units);
    expect(result.parts).toBe(expected.parts);
    expect(result.remainingInPart).toBe(expected.remainingInPart);
    expect(result.partUnits.reduce((sum, n) => sum + n, 0)).toBe(expected.units);
    if (expected.unicodeChars) expect(result.unicodeChars.map((c) => c.char)).toEqual(expected.unicodeChars);
    if (expected.extensionChars) expect(result.extensionChars.map((c) => c.char)).toEqual(expected.extensionChars);
  });
});

describe('analyseMessage: GSM-7', () => {
  test('the basic alphabet is one septet a character', () => {
    const text = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./09:;<=>?¡AZÄÖÑÜ§¿azäöñüà';
    const result = analyseMessage(text);
    expect(result.encoding).toBe('GSM-7');
    expect(result.units).toBe(Array.from(text).length);
    expect(result.extensionChars).toEqual([]);
  });

  test('each extension character counts twice and is listed once with its positions', () => {
    const result = analyseMessage('^{}\\[~]|€\f ~');
    expect(result.encoding).toBe('GSM-7');
    expect(result.units).toBe(10 * 2 + 1 + 2);
    expect(result.extensionChars.map((c) => c.char)).toEqual(['^', '{', '}', '\\', '[', '~', ']', '|', '€', '\f']);
    expect(result.extensionChars.find((c) => c.char === '~')).toEqual({ char: '~', codePoint: 'U+007E', positions: [5, 11] });
  });

  test('a message of 160 septets is one part of 160; 161 is two parts of 153', () => {
    expect(analyseMessage('x'.repeat(160))).toMatchObject({ parts: 1, perPart: 160, partUnits: [160], remainingInPart: 0 });
    expect(analyseMessage('x'.repeat(161))).toMatchObject({ parts: 2, perPart: 153, partUnits: [153, 8] });
  });

  test.each([2, 3, 4])('n × 153 septets fill n parts exactly; one more starts another (n = %i)', (n) => {
    expect(analyseMessage('x'.repeat(153 * n))).toMatchObject({ parts: n, remainingInPart: 0 });
    expect(analyseMessage('x'.repeat(153 * n + 1))).toMatchObject({ parts: n + 1, remainingInPart: 152 });
  });

  test('an extension character at a part boundary moves whole to the next part', () => {
    // Septets 153 and 154 would be the escape and the '{': the part ends at 152.
    const result = analyseMessage(`${'x'.repeat(152)}{${'x'.repeat(10)}`);
    expect(result.partUnits).toEqual([152, 12]);
    // One septet earlier it fits: the escape at 152, the '{' at 153.
    expect(analyseMessage(`${'x'.repeat(151)}{${'x'.repeat(10)}`).partUnits).toEqual([153, 10]);
  });

  test('isGsm7', () => {
    expect(isGsm7('Hello [world] €5')).toBe(true);
    expect(isGsm7('नमस्ते')).toBe(false);
    expect(isGsm7('tab\there')).toBe(false);
  });
});

describe('analyseMessage: UCS-2', () => {
  test('Hindi forces UCS-2 and lists each forcing character once, with its positions', () => {
    const result = analyseMessage('नमन OK न');
    expect(result.encoding).toBe('UCS-2');
    expect(result.units).toBe(8);
    expect(result.unicodeChars).toEqual([
      { char: 'न', codePoint: 'U+0928', positions: [0, 2, 7] },
      { char: 'म', codePoint: 'U+092E', positions: [1] },
    ]);
  });

  test('an emoji is a surrogate pair: two units, one character, one position', () => {
    const result = analyseMessage('Hi 😀 😀');
    expect(result).toMatchObject({ encoding: 'UCS-2', units: 8, characters: 6 });
    expect(result.unicodeChars).toEqual([{ char: '😀', codePoint: 'U+1F600', positions: [3, 6] }]);
  });

  test('70 units are one part; 71 are two parts of 67', () => {
    expect(analyseMessage('न'.repeat(70))).toMatchObject({ parts: 1, perPart: 70, remainingInPart: 0 });
    expect(analyseMessage('न'.repeat(71))).toMatchObject({ parts: 2, perPart: 67, partUnits: [67, 4] });
    expect(analyseMessage('न'.repeat(134))).toMatchObject({ parts: 2, remainingInPart: 0 });
    expect(analyseMessage('न'.repeat(135))).toMatchObject({ parts: 3, remainingInPart: 66 });
  });

  test('a surrogate pair at a part boundary moves whole to the next part', () => {
    expect(analyseMessage(`${'न'.repeat(66)}😀${'न'.repeat(10)}`).partUnits).toEqual([66, 12]);
    expect(analyseMessage(`${'न'.repeat(65)}😀${'न'.repeat(10)}`).partUnits).toEqual([67, 10]);
  });

  test('mixed text: GSM extension characters count once and are not listed under UCS-2', () => {
    const result = analyseMessage('[Sale] ₹99 {today}');
    expect(result.encoding).toBe('UCS-2');
    expect(result.units).toBe(18);
    expect(result.extensionChars).toEqual([]);
    expect(result.unicodeChars.map((c) => c.char)).toEqual(['₹']);
  });
});

const codes = (template: string, message: string, options = {}) =>
  matchDltTemplate(template, message, options).reasons.map((r) => r.code);

describe('matchDltTemplate', () => {
  const otp = 'Your Tarang OTP is {#var#}. It expires in {#numeric#} minutes. - Tarang';

  test('a filled template passes and gives the values', () => {
    const result = matchDltTemplate(otp, 'Your Tarang OTP is 482913. It expires in 10 minutes. - Tarang');
    expect(result).toEqual({
      ok: true,
      reasons: [],
      variables: [
        { kind: 'var', value: '482913' },
        { kind: 'numeric', value: '10' },
      ],
    });
  });

  test('Hindi and emoji in a template and its values', () => {
    expect(matchDltTemplate('प्रिय {#var#}, आपका ऑर्डर भेज दिया गया है 🚚', 'प्रिय आशा, आपका ऑर्डर भेज दिया गया है 🚚').ok).toBe(true);
  });

  test('line endings and the two ends are forgiven; case and inner spacing are not', () => {
    expect(matchDltTemplate('Hi {#var#}\nBye', '  Hi Asha\r\nBye \n').ok).toBe(true);
    expect(codes('Hi {#var#}, bye', 'hi Asha, bye')).toEqual(['fixed-text-mismatch']);
    expect(codes('Hi {#var#}, bye', 'Hi Asha,  bye')).toEqual(['fixed-text-mismatch']);
  });

  test('fixed text that differs names where', () => {
    const result = matchDltTemplate(otp, 'Your Tarang OTP is 482913. It expires in 10 mins. - Tarang');
    expect(result.ok).toBe(false);
    expect(result.reasons).toEqual([
      { code: 'fixed-text-mismatch', message: expect.stringContaining('“ minutes. - Tarang”') },
    ]);
    const start = matchDltTemplate('Dear customer, {#var#}', 'Dear Customer, hello');
    expect(start.reasons[0]).toMatchObject({ code: 'fixed-text-mismatch', message: expect.stringContaining('At character 6') });
  });

  test('text where the template has no placeholder: more variables than the template', () => {
    expect(codes('Hello {#var#}, thanks', 'Hello Asha, thanks for all')).toEqual(['variable-count']);
    expect(codes('Welcome to Tarang', 'Hi! Welcome to Tarang')).toEqual(['variable-count']);
  });

  test('a placeholder left in the message: fewer values than the template', () => {
    expect(codes(otp, 'Your Tarang OTP is {#var#}. It expires in 10 minutes. - Tarang')).toEqual(['unfilled-placeholder']);
  });

  test(`a variable holds at most ${DLT_MAX_VARIABLE_LENGTH} characters`, () => {
    const tpl = 'Hi {#var#}, welcome';
    expect(matchDltTemplate(tpl, `Hi ${'x'.repeat(30)}, welcome`).ok).toBe(true);
    const result = matchDltTemplate(tpl, `Hi ${'x'.repeat(31)}, welcome`);
    expect(result.reasons).toEqual([{ code: 'variable-too-long', variable: 1, message: expect.stringContaining('31 characters') }]);
    // Characters, not UTF-16 units: 30 emoji pass.
    expect(matchDltTemplate(tpl, `Hi ${'😀'.repeat(30)}, welcome`).ok).toBe(true);
  });

  test('two adjacent placeholders carry a long value between them', () => {
    const result = matchDltTemplate('Track: {#var#}{#var#} - Tarang', `Track: ${'a'.repeat(50)} - Tarang`);
    expect(result.ok).toBe(true);
    expect(result.variables?.map((v) => v.value.length).sort()).toEqual([20, 30]);
  });

  test('typed placeholders check their values', () => {
    expect(codes('OTP {#numeric#} ok', 'OTP 12a4 ok')).toEqual(['variable-not-numeric']);
    expect(codes('Ref {#alphanumeric#} ok', 'Ref AB-12 ok')).toEqual(['variable-not-alphanumeric']);
    expect(matchDltTemplate('Ref {#alphanumeric#} ok', 'Ref AB 12 ok').ok).toBe(true);
    expect(codes('Mail {#email#} ok', 'Mail asha at example ok')).toEqual(['variable-not-email']);
    expect(matchDltTemplate('Mail {#email#} ok', 'Mail asha@example.com ok').ok).toBe(true);
    expect(codes('OTP {#numeric#}, ok', 'OTP , ok')).toEqual(['variable-empty']);
  });

  test('links: {#url#} must be whitelisted; a link in {#var#} too', () => {
    const tpl = 'Track it at {#url#} - Tarang';
    const message = 'Track it at https://go.tarang.example.com/t/AB12 - Tarang';
    expect(codes(tpl, message)).toEqual(['url-not-whitelisted']);
    expect(matchDltTemplate(tpl, message, { whitelistedUrls: ['https://go.tarang.example.com/t/'] }).ok).toBe(true);
    expect(matchDltTemplate(tpl, message, { whitelistedUrls: ['GO.tarang.example.com'] }).ok).toBe(true);
    expect(codes(tpl, message, { whitelistedUrls: ['http://go.tarang.example.com'] })).toEqual(['url-not-whitelisted']);
    expect(codes(tpl, 'Track it at https://go.tarang.example.com.evil.test/x - Tarang', { whitelistedUrls: ['go.tarang.example.com'] })).toEqual([
      'url-not-whitelisted',
    ]);
    expect(codes('Hi {#var#} - Tarang', 'Hi see bit.ly/x1 - Tarang')).toEqual(['url-in-variable']);
    expect(codes('Hi {#var#} - Tarang', 'Hi www.evil.test - Tarang')).toEqual(['url-in-variable']);
    expect(matchDltTemplate('Hi {#var#} - Tarang', 'Hi bit.ly/x1 - Tarang', { whitelistedUrls: ['bit.ly/x1'] }).ok).toBe(true);
  });

  test('numbers: {#cbn#} must be whitelisted; a phone number in {#var#} too', () => {
    const tpl = 'Call us on {#cbn#}. - Tarang';
    expect(codes(tpl, 'Call us on 1800 123 4567. - Tarang')).toEqual(['number-not-whitelisted']);
    expect(matchDltTemplate(tpl, 'Call us on 1800 123 4567. - Tarang', { whitelistedNumbers: ['18001234567'] }).ok).toBe(true);
    expect(matchDltTemplate(tpl, 'Call us on +91 98765 43210. - Tarang', { whitelistedNumbers: ['09876543210'] }).ok).toBe(true);
    expect(codes('Hi {#var#}. - Tarang', 'Hi call 98765 43210. - Tarang')).toEqual(['number-in-variable']);
    expect(matchDltTemplate('Hi {#var#}. - Tarang', 'Hi call 98765 43210. - Tarang', { whitelistedNumbers: ['+919876543210'] }).ok).toBe(true);
    // An OTP or an amount is not a phone number.
    expect(matchDltTemplate('Hi {#var#}. - Tarang', 'Hi 482913 and Rs 1,500. - Tarang').ok).toBe(true);
  });

  test('the template itself', () => {
    expect(codes('', 'anything')).toEqual(['template-empty']);
    expect(codes('Hi {#VAR#} there', 'Hi Asha there')).toEqual(['template-unknown-placeholder']);
    expect(codes('Hi {#name#}', 'Hi Asha')).toEqual(['template-unknown-placeholder']);
    expect(codes('{#var#}{#var#}', 'Hi Asha')).toEqual(['template-only-variables']);
    expect(codes('Hi {#var#}', '  ')).toEqual(['message-empty']);
  });

  test('every reason carries a sentence', () => {
    const all: DltReasonCode[] = [];
    for (const [t, m] of [
      ['Hi {#var#}, ok', `Hi ${'x'.repeat(40)} www.a.test 9876543210, ok`],
      ['Go {#url#} {#cbn#} {#numeric#} {#email#}', 'Go x.test/a 123 1a b'],
    ] as const) {
      for (const reason of matchDltTemplate(t, m).reasons) {
        expect(reason.message.length).toBeGreaterThan(10);
        all.push(reason.code);
      }
    }
    expect(all).toEqual([
      'variable-too-long',
      'url-in-variable',
      'number-in-variable',
      'url-not-whitelisted',
      'number-not-whitelisted',
      'variable-not-numeric',
      'variable-not-email',
    ]);
  });

  test('many placeholders over repeated text end in bounded time', () => {
    const tpl = Array.from({ length: 12 }, () => '{#numeric#} ').join('') + 'end';
    const message = `${'1 '.repeat(200)}x end`;
    const result = matchDltTemplate(tpl, message);
    expect(result.ok).toBe(false);
    expect(result.reasons.length).toBeGreaterThan(0);
  });

  test('a long message against adjacent placeholders ends too', () => {
    const result = matchDltTemplate('Hi {#var#}{#var#}{#var#}{#var#} end', `Hi ${'x'.repeat(60_000)} end`);
    expect(result.ok).toBe(false);
    expect(result.reasons.map((r) => r.code)).toContain('variable-too-long');
  });
});
