import { testCallbackPaths, type CallbackSetting, type CallbackUrlInput, type InspectorPage } from '@tarang/shared/test-callbacks';
import { requestJson } from '../../lib/api';

// The Developer page's callback and inspector calls (docs/decisions/049-test-mode-callbacks.md), with the visitor's session token.
type Message = { message: string };
export const saveCallbackUrl = (token: string, body: CallbackUrlInput) => requestJson<CallbackSetting>(testCallbackPaths.callback, { method: 'PUT', body, token });
export const removeCallbackUrl = (token: string) => requestJson<Message>(testCallbackPaths.callback, { method: 'DELETE', token });
export const rotateCallbackSecret = (token: string) => requestJson<CallbackSetting>(testCallbackPaths.rotateSecret, { method: 'POST', token });
export const sendTestCallback = (token: string) => requestJson<Message>(testCallbackPaths.testEvent, { method: 'POST', token });
export const loadInspector = (token: string, cursor?: string) =>
  requestJson<InspectorPage>(`${testCallbackPaths.inspector}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
export const resendCallback = (token: string, id: number) => requestJson<Message>(testCallbackPaths.resend(id), { method: 'POST', token });
