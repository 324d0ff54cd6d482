import type { MessageResponse } from '@tarang/shared/auth';
import { webhookPaths, type WebhookCreate, type WebhookCreated, type WebhookDelivery, type WebhookEndpoint, type WebhookUpdate } from '@tarang/shared/webhooks';
import { adminCall, fetchRows, type Page, type PageOptions } from './admin-api';

// The Integrations page's calls (docs/decisions/033-webhooks.md); a 401 or 403 ends the session like every admin call.

export async function fetchWebhookEndpoints(token: string, signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  const result = await adminCall<WebhookEndpoint[]>(webhookPaths.endpoints, token, { signal });
  if (!result.ok) throw new Error(`${webhookPaths.endpoints} answered HTTP ${result.status}`);
  return Array.isArray(result.data) ? result.data : [];
}

export const addWebhookEndpoint = (token: string, input: WebhookCreate) => adminCall<WebhookCreated>(webhookPaths.endpoints, token, { body: input });

export const updateWebhookEndpoint = (token: string, id: number, patch: WebhookUpdate) => adminCall<WebhookEndpoint>(webhookPaths.endpoint(id), token, { method: 'PATCH', body: patch });

export const removeWebhookEndpoint = (token: string, id: number) => adminCall<MessageResponse>(webhookPaths.endpoint(id), token, { method: 'DELETE' });

export const sendWebhookTest = (token: string, id: number) => adminCall<MessageResponse>(webhookPaths.test(id), token, { method: 'POST' });

export const retryWebhookDelivery = (token: string, id: number, deliveryId: number) => adminCall<MessageResponse>(webhookPaths.retry(id, deliveryId), token, { method: 'POST' });

/** One page of an endpoint's delivery log, newest first. */
export const fetchWebhookDeliveries = (id: number, options: PageOptions): Promise<Page<WebhookDelivery>> => fetchRows(webhookPaths.deliveries(id), new URLSearchParams(), options);
