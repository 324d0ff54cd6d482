// Messages with their encoding and parts worked out by hand (3GPP TS 23.038 and 23.040 segmentation),
// shared by the tests of sms-text.ts, the tools page and the API's test mode, so all three agree
// (docs/decisions/035-message-tools-and-search.md).
import type { SmsEncoding } from './sms-text';

export interface SmsFixture {
  id: string;
  text: string;
  expected: {
    encoding: SmsEncoding;
    units: number;
    parts: number;
    remainingInPart: number;
    /** The distinct characters forcing UCS-2, in first-seen order (given where the list is short). */
    unicodeChars?: string[];
    /** The distinct extension-table characters, in first-seen order (GSM-7 only). */
    extensionChars?: string[];
  };
}

const a = (n: number) => 'A'.repeat(n);

export const smsFixtures: SmsFixture[] = [
  {
    id: 'gsm-otp',
    text: 'Your Tarang OTP is 482913. Do not share it with anyone.',
    expected: { encoding: 'GSM-7', units: 55, parts: 1, remainingInPart: 105, unicodeChars: [], extensionChars: [] },
  },
  { id: 'gsm-empty', text: '', expected: { encoding: 'GSM-7', units: 0, parts: 0, remainingInPart: 160 } },
  { id: 'gsm-160', text: a(160), expected: { encoding: 'GSM-7', units: 160, parts: 1, remainingInPart: 0 } },
  { id: 'gsm-161', text: a(161), expected: { encoding: 'GSM-7', units: 161, parts: 2, remainingInPart: 145 } },
  { id: 'gsm-306', text: a(306), expected: { encoding: 'GSM-7', units: 306, parts: 2, remainingInPart: 0 } },
  { id: 'gsm-307', text: a(307), expected: { encoding: 'GSM-7', units: 307, parts: 3, remainingInPart: 152 } },
  { id: 'gsm-459', text: a(459), expected: { encoding: 'GSM-7', units: 459, parts: 3, remainingInPart: 0 } },
  {
    id: 'gsm-extension',
    text: 'Pay €50 to [Tarang] by UPI ref {A-17}. Thanks!',
    expected: { encoding: 'GSM-7', units: 51, parts: 1, remainingInPart: 109, extensionChars: ['€', '[', ']', '{', '}'] },
  },
  // 158 + 2 septets: still one part.
  { id: 'gsm-extension-160', text: `${a(158)}€`, expected: { encoding: 'GSM-7', units: 160, parts: 1, remainingInPart: 0 } },
  // 159 + 2 = 161 septets: two parts, 153 and 8.
  { id: 'gsm-extension-161', text: `${a(159)}€`, expected: { encoding: 'GSM-7', units: 161, parts: 2, remainingInPart: 145 } },
  // 306 septets, which division puts in two parts; the '€' cannot straddle septets 153 and 154, so the
  // first part ends at 152 and a third part carries the last 'A'.
  {
    id: 'gsm-extension-at-boundary',
    text: `${a(152)}€${a(152)}`,
    expected: { encoding: 'GSM-7', units: 306, parts: 3, remainingInPart: 152, extensionChars: ['€'] },
  },
  { id: 'gsm-form-feed', text: 'Page\fTwo', expected: { encoding: 'GSM-7', units: 9, parts: 1, remainingInPart: 151, extensionChars: ['\f'] } },
  { id: 'gsm-accents', text: 'Straße café', expected: { encoding: 'GSM-7', units: 11, parts: 1, remainingInPart: 149, unicodeChars: [] } },
  { id: 'gsm-newline', text: 'Line one\nLine two', expected: { encoding: 'GSM-7', units: 17, parts: 1, remainingInPart: 143 } },
  {
    id: 'hindi-otp',
    text: 'आपका OTP 482913 है',
    expected: { encoding: 'UCS-2', units: 18, parts: 1, remainingInPart: 52, unicodeChars: ['आ', 'प', 'क', 'ा', 'ह', 'ै'] },
  },
  {
    id: 'hindi-long',
    text: 'प्रिय ग्राहक, आपका ऑर्डर 48291 भेज दिया गया है। ट्रैक करने के लिए हमारी वेबसाइट पर जाएं। धन्यवाद - टीम तरंग',
    expected: { encoding: 'UCS-2', units: 107, parts: 2, remainingInPart: 27 },
  },
  { id: 'ucs2-70', text: 'क'.repeat(70), expected: { encoding: 'UCS-2', units: 70, parts: 1, remainingInPart: 0 } },
  { id: 'ucs2-71', text: 'क'.repeat(71), expected: { encoding: 'UCS-2', units: 71, parts: 2, remainingInPart: 63 } },
  {
    id: 'emoji',
    text: 'Order shipped 🚚',
    expected: { encoding: 'UCS-2', units: 16, parts: 1, remainingInPart: 54, unicodeChars: ['🚚'] },
  },
  // 134 code units, which division puts in two parts; the emoji's surrogate pair cannot straddle units
  // 67 and 68, so the first part ends at 66 and a third part carries the last 'A'.
  {
    id: 'emoji-at-boundary',
    text: `${a(66)}😀${a(66)}`,
    expected: { encoding: 'UCS-2', units: 134, parts: 3, remainingInPart: 66, unicodeChars: ['😀'] },
  },
  {
    id: 'emoji-family',
    text: '👨‍👩‍👧',
    expected: { encoding: 'UCS-2', units: 8, parts: 1, remainingInPart: 62, unicodeChars: ['👨', '\u200d', '👩', '👧'] },
  },
  // Under UCS-2 the euro sign is one unit like any other, and is not what forces Unicode.
  {
    id: 'ucs2-euro-and-emoji',
    text: '€10 off 🎉',
    expected: { encoding: 'UCS-2', units: 10, parts: 1, remainingInPart: 60, unicodeChars: ['🎉'], extensionChars: [] },
  },
  {
    id: 'rupee-sign',
    text: 'Hello Priya, your order of ₹499 is confirmed.',
    expected: { encoding: 'UCS-2', units: 45, parts: 1, remainingInPart: 25, unicodeChars: ['₹'] },
  },
  {
    id: 'curly-apostrophe',
    text: 'Don’t miss our Diwali sale',
    expected: { encoding: 'UCS-2', units: 26, parts: 1, remainingInPart: 44, unicodeChars: ['’'] },
  },
];
