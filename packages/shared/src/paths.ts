/**
 * The path of one item's call under `base`: `underId('/api/admin/webhooks', '/test')(3)` is
 * '/api/admin/webhooks/3/test'. The server registers the same function's `(':id')` as the route, so a
 * route and the address a page calls are written once.
 */
export const underId =
  (base: string, after = '') =>
  (id: number | string) =>
    `${base}/${id}${after}`;
