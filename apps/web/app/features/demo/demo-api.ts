import type { DemoRequest } from '@tarang/shared/demo';
import { requestJson } from '../../lib/api';

export const sendDemoRequest = (input: DemoRequest) => requestJson<{ message?: string }>('/api/demo', { body: input });
