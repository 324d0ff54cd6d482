import { storedString } from './stored-string';

/*
 * The visitor's test key (docs/decisions/034-test-mode.md) is shown once; the Developer page keeps it in
 * this tab's sessionStorage so Try it on /api can prefill it. The server keeps only its hash. Gone when
 * the tab closes.
 */
export const { read: readTestKey, save: saveTestKey, remove: forgetTestKey } = storedString('sessionStorage', 'testApiKey');
