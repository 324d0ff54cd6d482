// The message tools page's copy (product §15). It travels as page data from the prerender, not as
// JavaScript; the checks themselves are @tarang/shared/sms-text, the code the API's test mode runs.

import { site } from '../config/site';

export const toolsPage = {
  eyebrow: 'Free tools',
  title: 'SMS length, encoding and DLT template checker',
  intro:
    'Paste a message to see how it is encoded and how many SMS parts it is billed as, or check it against your DLT template before you send. Nothing you type leaves this page.',
  encoding: {
    title: 'Message length and encoding',
    help: 'Messages in the GSM-7 alphabet fit 160 characters in one part and 153 in each part of a longer message. One character outside it (Hindi, an emoji, a curly quote) makes the whole message Unicode: 70 characters, then 67 a part.',
    messageLabel: 'Message',
    placeholder: 'Type or paste a message',
    labels: {
      encoding: 'Encoding',
      characters: 'Characters',
      units: { 'GSM-7': 'Septets', 'UCS-2': 'UTF-16 units' },
      parts: 'SMS parts',
      remaining: 'Left in this part',
    },
    unicodeTitle: 'Characters that make it Unicode',
    extensionTitle: 'Characters counted twice (GSM extension table)',
    emojiNote: 'Emoji outside the basic plane take two units each.',
  },
  dlt: {
    title: 'DLT template check',
    help: 'Paste the template as approved on your DLT portal, with its {#var#} placeholders, and the message you mean to send. Fixed text must match exactly; each {#var#} holds up to 30 characters; links go in {#url#} and callback numbers in {#cbn#}, both whitelisted.',
    templateLabel: 'Approved template',
    templatePlaceholder: `Dear {#var#}, your OTP is {#numeric#}. - ${site.name}`,
    messageLabel: 'Message to send',
    urlsLabel: 'Whitelisted links',
    numbersLabel: 'Whitelisted callback numbers',
    listHint: 'Optional: one a line, as registered on your DLT portal.',
    pass: 'Passes: an operator would deliver this message for this template.',
    fail: 'Would be blocked:',
    waiting: 'Paste a template and a message to check them.',
    variablesTitle: 'How the message fills the template',
  },
} as const;

export type ToolsPageContent = typeof toolsPage;
