import { contentKinds, contentPaths, helpCategories } from '@tarang/shared/content';
import fc from 'fast-check';
import { adminMostly, anyText, type BodySpec, contentType, extraHeaders, field, queryOf } from '../inputs';
import { adminId, endpoint, get, noQuery, post, send } from './arbitraries';
import type { RequestSpec, Target } from './target';

// docs/decisions/051-content-studio.md: the content studio's calls, on any entry, revision and image, and
// the public images.

const slugLike = fc.oneof(fc.constantFrom('hello-world', 'otp-delivery-speed', 'Not A Slug', '-x-', 'a--b', '', 'x'.repeat(101)), anyText);
const entryBody = fc.record(
  {
    kind: field(fc.oneof(fc.constantFrom(...contentKinds), anyText)),
    title: field(anyText),
    slug: field(slugLike),
    description: field(anyText),
    body: field(fc.oneof(fc.constantFrom('## Hi\n\n<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '[x](javascript:alert(1))'), anyText)),
    tags: fc.oneof(fc.array(anyText, { maxLength: 14 }), fc.jsonValue()),
    category: field(fc.oneof(fc.constantFrom(...helpCategories), anyText)),
    cover: fc.oneof(fc.constant(null), fc.record({ imageId: fc.oneof(fc.integer(), fc.jsonValue()), alt: anyText }, { requiredKeys: [] }), fc.jsonValue()),
    previewImageId: fc.oneof(fc.integer(), fc.constant(null), fc.jsonValue()),
    link: fc.oneof(fc.constant(null), fc.record({ label: anyText, href: fc.oneof(fc.constantFrom('/contact', '//evil.example', 'javascript:alert(1)'), anyText) }, { requiredKeys: [] })),
    baseRevision: fc.oneof(fc.integer(), fc.jsonValue()),
  },
  { requiredKeys: [] },
);

const entryPath = (make: (id: string) => string) => adminId.map(make);
const revisionPath = (make: (id: string, n: string) => string) => fc.tuple(adminId, adminId).map(([id, n]) => make(id, n));

/** Image bodies: real-looking signatures with junk after them, text, and nothing; any image type or another. */
const imageBytes = fc.oneof(
  fc.constantFrom('\u00ff\u00d8\u00ff\u00e0junk', '\u0089PNG\r\n\u001a\njunk', 'RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'GIF89a', '<svg onload="alert(1)"/>', ''),
  anyText,
);
const imageUpload: fc.Arbitrary<RequestSpec> = fc.record({
  method: fc.constant('POST'),
  path: fc.constant(contentPaths.images),
  auth: adminMostly,
  headers: extraHeaders,
  contentType: fc.oneof(fc.constantFrom<string | undefined>('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'IMAGE/PNG'), contentType),
  body: imageBytes.map((text): BodySpec => ({ kind: 'raw', text })),
});

const mediaFile = fc.oneof(
  fc.constantFrom('1-480.webp', '1-960.webp', '999999-480.webp', '0-480.webp', '1-480.png', '1-99999999.webp', '..%2F..%2Fetc%2Fpasswd', 'a-b.webp'),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

export const contentTargets: Target[] = [
  {
    ...endpoint('GET', contentPaths.entries),
    requests: get(contentPaths.entries, queryOf({ kind: fc.oneof(fc.constantFrom(...contentKinds), anyText) }), adminMostly),
    allowed: [200, 400, 401, 403],
  },
  { ...endpoint('POST', contentPaths.entries), requests: post(contentPaths.entries, entryBody, adminMostly), allowed: [201, 400, 401, 403, 409, 413, 415], writes: true },
  { ...endpoint('POST', contentPaths.preview), requests: post(contentPaths.preview, fc.record({ body: field(anyText) }, { requiredKeys: [] }), adminMostly), allowed: [200, 400, 401, 403, 413, 415] },
  {
    ...endpoint('GET', '/api/admin/content/:id'),
    requests: get(entryPath(contentPaths.entry), noQuery, adminMostly),
    allowed: [200, 400, 401, 403, 404, 414],
  },
  {
    ...endpoint('PUT', '/api/admin/content/:id'),
    requests: send('PUT', entryPath(contentPaths.entry), entryBody, adminMostly),
    allowed: [200, 400, 401, 403, 404, 409, 413, 414, 415],
    writes: true,
  },
  ...(['publish', 'unpublish'] as const).map(
    (action): Target => ({
      ...endpoint('POST', `/api/admin/content/:id/${action}`),
      requests: post(entryPath(contentPaths[action]), fc.jsonValue(), adminMostly),
      allowed: [200, 400, 401, 403, 404, 409, 413, 414, 415],
      writes: true,
    }),
  ),
  {
    ...endpoint('POST', '/api/admin/content/:id/schedule'),
    requests: post(entryPath(contentPaths.schedule), fc.record({ publishAt: field(fc.oneof(fc.constantFrom('2099-01-01T00:00:00Z', '2000-01-01T00:00:00Z', 'tomorrow'), anyText)) }, { requiredKeys: [] }), adminMostly),
    allowed: [200, 400, 401, 403, 404, 413, 414, 415],
    writes: true,
  },
  {
    ...endpoint('GET', '/api/admin/content/:id/revisions'),
    requests: get(entryPath(contentPaths.revisions), noQuery, adminMostly),
    allowed: [200, 400, 401, 403, 404, 414],
  },
  {
    ...endpoint('GET', '/api/admin/content/:id/revisions/:number'),
    requests: get(revisionPath(contentPaths.revision), noQuery, adminMostly),
    allowed: [200, 400, 401, 403, 404, 414],
  },
  {
    ...endpoint('POST', '/api/admin/content/:id/revisions/:number/restore'),
    requests: post(revisionPath(contentPaths.restore), fc.jsonValue(), adminMostly),
    allowed: [200, 400, 401, 403, 404, 409, 413, 414, 415],
    writes: true,
  },
  { ...endpoint('POST', contentPaths.images), requests: imageUpload, allowed: [201, 400, 401, 403, 413, 415], writes: true },
  { ...endpoint('GET', contentPaths.images), requests: get(contentPaths.images, noQuery, adminMostly), allowed: [200, 401, 403] },
  // Deleting: an entry only when a draft or unpublished, an image only when no entry shows it (409 otherwise).
  ...[contentPaths.entry, contentPaths.image].map(
    (make): Target => ({
      ...endpoint('DELETE', make(':id')),
      requests: send('DELETE', entryPath(make), fc.jsonValue(), adminMostly),
      allowed: [200, 400, 401, 403, 404, 409, 413, 414, 415],
      writes: true,
    }),
  ),
  { ...endpoint('GET', '/media/:file'), requests: get(mediaFile.map((f) => `/media/${f}`), noQuery), allowed: [200, 400, 404, 414] },
];
