import { describe, expect, test } from 'vitest';
import { checkParams } from './messaging-api-check';
import { errorOf, messagingCallIds, messagingCalls, OTP_EXAMPLE, OTP_TEMPLATE } from './messaging-api';
import { matchDltTemplate } from './sms-text';

describe('the one definition of the messaging API', () => {
  test('every call names only errors its service documents, and every example passes its own rule', () => {
    for (const id of messagingCallIds) {
      const call = messagingCalls[id];
      for (const code of call.errorCodes) expect(errorOf(call, code).code).toBe(code);
      const examples = Object.fromEntries(call.params.map((p) => [p.name, p.example]));
      expect(checkParams(call, examples), id).toMatchObject({ ok: true });
    }
  });

  test('a missing parameter is reported before an invalid one, in the order the reference lists them', () => {
    const call = messagingCalls['send-sms'];
    expect(checkParams(call, { key: 'k', from: 'x', body: '', entityid: '1' })).toEqual({ ok: false, code: 'missing_parameter', param: 'to', message: 'Missing parameter: to' });
    expect(checkParams(call, { key: 'k', to: '919999900001', from: 'TARANG', body: 'b', entityid: '12' })).toMatchObject({ ok: false, code: 'invalid_parameter', param: 'entityid' });
    expect(checkParams(messagingCalls['sms-logs'], { key: 'k', limit: '501' })).toMatchObject({ ok: false, code: 'invalid_parameter', param: 'limit' });
  });

  test("the reference's example message matches its example template", () => {
    expect(matchDltTemplate(OTP_TEMPLATE, OTP_EXAMPLE).ok).toBe(true);
  });
});
