import type { HiddenFlag, LicenceStatus } from '@tarang/shared/site-text';
import { HOSTED_API_BASE, requestJson } from '../../lib/api';

// product §7, §11: the 'hosted backend' calls (same origin unless VITE_HOSTED_API_BASE is set).
export const fetchLicenceStatus = () => requestJson<LicenceStatus>(`${HOSTED_API_BASE}/license-status`);
export const fetchHiddenFlag = () => requestJson<HiddenFlag>(`${HOSTED_API_BASE}/api/hidden-flag`);
export const unlockFrontend = (key: string) => requestJson<{ message: string }>(`${HOSTED_API_BASE}/unlock-frontend`, { body: { key } });
