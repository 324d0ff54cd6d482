/**
 * localStorage key of the admin token (product §6). On its own, so the admin route's session check
 * imports nothing else (docs/decisions/037-one-admin-route-module.md).
 */
export const ADMIN_TOKEN_KEY = 'adminAuthToken';
