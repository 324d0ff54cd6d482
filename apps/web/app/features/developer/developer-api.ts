import {
  developerPaths,
  type DeveloperOverview,
  type DeveloperStatus,
  type DltSettings,
  type NewTestKey,
  type TemplateInput,
  type TestRequestEntry,
  type TestTemplate,
} from '@tarang/shared/developer';
import { requestJson } from '../../lib/api';

// The Developer page's calls (docs/decisions/034-test-mode.md), with the visitor's session token.
export const loadOverview = (token: string) => requestJson<DeveloperOverview>(developerPaths.overview, { token });
export const createKey = (token: string) => requestJson<NewTestKey>(developerPaths.key, { method: 'POST', token });
export const revokeKey = (token: string) => requestJson<{ message: string }>(developerPaths.key, { method: 'DELETE', token });
export const saveDlt = (token: string, body: DltSettings) => requestJson<{ message: string }>(developerPaths.dlt, { method: 'PUT', body, token });
export const addTemplate = (token: string, body: TemplateInput) => requestJson<TestTemplate>(developerPaths.templates, { method: 'POST', body, token });
export const loadRequests = (token: string) => requestJson<TestRequestEntry[]>(developerPaths.requests, { token });
export const loadStatus = (token: string) => requestJson<DeveloperStatus>(developerPaths.status, { token });
