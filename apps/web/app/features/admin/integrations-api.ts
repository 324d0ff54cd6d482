import type { MessageResponse } from '@tarang/shared/auth';
import { intakePaths, type IntakeKey, type IntakeKeyCreate, type IntakeKeyCreated } from '@tarang/shared/intake';
import { webhookPaths, type WebhookCreate, type WebhookCreated, type WebhookDelivery, type WebhookEndpoint, type WebhookUpdate } from '@tarang/shared/webhooks';
import { adminCall, fetchRows, type Page, type PageOptions } from './admin-api';

// The Integrations page's calls (docs/decisions/033-webhooks.md); a 401 or 403 ends the session like every admin call.

/** A whole list the page shows (endpoints, keys): a refusal other than an ended session is an error the list reports. */
const fetchAll =
  <T>(path: string) =>
  async (token: string, signal?: AbortSignal): Promise<T[]> => {
    const result = await adminCall<T[]>(path, token, { signal });
    if (!result.ok) throw new Error(`${path} answered HTTP ${result.status}`);
    return Array.isArray(result.data) ? result.data : [];
  };

export const fetchWebhookEndpoints = fetchAll<WebhookEndpoint>(webhookPaths.endpoints);

export const addWebhookEndpoint = (token: string, input: WebhookCreate) => adminCall<WebhookCreated>(webhookPaths.endpoints, token, { body: input });

export const updateWebhookEndpoint = (token: string, id: number, patch: WebhookUpdate) => adminCall<WebhookEndpoint>(webhookPaths.endpoint(id), token, { method: 'PATCH', body: patch });

export const removeWebhookEndpoint = (token: string, id: number) => adminCall<MessageResponse>(webhookPaths.endpoint(id), token, { method: 'DELETE' });

export const sendWebhookTest = (token: string, id: number) => adminCall<MessageResponse>(webhookPaths.test(id), token, { method: 'POST' });

export const rotateWebhookSecret = (token: string, id: number) => adminCall<WebhookCreated>(webhookPaths.rotate(id), token, { method: 'POST' });

export const retryWebhookDelivery = (token: string, id: number, deliveryId: number) => adminCall<MessageResponse>(webhookPaths.retry(id, deliveryId), token, { method: 'POST' });

/** One page of an endpoint's delivery log, newest first. */
export const fetchWebhookDeliveries = (id: number, options: PageOptions): Promise<Page<WebhookDelivery>> => fetchRows(webhookPaths.deliveries(id), new URLSearchParams(), options);

// Lead intake keys (docs/decisions/041-lead-intake-keys.md).

export const fetchIntakeKeys = fetchAll<IntakeKey>(intakePaths.keys);

export const createIntakeKey = (token: string, input: IntakeKeyCreate) => adminCall<IntakeKeyCreated>(intakePaths.keys, token, { body: input });

export const revokeIntakeKey = (token: string, id: number) => adminCall<MessageResponse>(intakePaths.revoke(id), token, { method: 'POST' });
