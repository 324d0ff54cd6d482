import {
  CONTENT_IMAGE_MAX_BYTES,
  contentCreateSchema,
  contentEntryResultSchema,
  contentImageListSchema,
  contentImageResultSchema,
  contentImageTypes,
  contentListQuerySchema,
  contentListSchema,
  contentMessages,
  contentPaths,
  contentPreviewResultSchema,
  contentPreviewSchema,
  contentRevisionListSchema,
  contentRevisionResultSchema,
  contentScheduleSchema,
  contentUpdateSchema,
} from '@tarang/shared/content';
import { messageResponseSchema } from '@tarang/shared/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/errors';
import { idParams, wholeNumber } from '../../plugins/id-params';
import { auditedAdminRoutes } from '../audit/audit-actor';
import type { AuthService } from '../auth/auth.service';
import type { AuditActor } from '../audit/audit.service';
import type { ContentService } from './content.service';

const revisionParams = z.object({ id: wholeNumber('id'), number: wholeNumber('number') });

/** An entry's Markdown may be long: its calls take up to 1 MB of JSON instead of the API's 64 KB. */
const ENTRY_BODY_LIMIT = 1024 * 1024;

/** The public address of an image variant: /media/<imageId>-<width>.webp. */
const MEDIA_FILE = /^([1-9]\d{0,9})-([1-9]\d{0,4})\.webp$/;

/** The content studio's admin calls (docs/decisions/051-content-studio.md): admin token only, every change audited. */
export function registerContentRoutes(app: FastifyInstance, content: ContentService, auth: AuthService) {
  const { routes, preHandler, who, noStore } = auditedAdminRoutes(app, auth);
  const entryLimit = { bodyLimit: ENTRY_BODY_LIMIT };

  routes.get(contentPaths.entries, { schema: { querystring: contentListQuerySchema, response: { 200: contentListSchema } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send(await content.list(request.query.kind)),
  );
  routes.post(contentPaths.entries, { ...entryLimit, schema: { body: contentCreateSchema, response: { 201: contentEntryResultSchema } }, preHandler }, async (request, reply) =>
    reply
      .code(201)
      .headers(noStore)
      .send({ entry: await content.create(request.body, await who(request), request.ip) }),
  );
  routes.post(contentPaths.preview, { ...entryLimit, schema: { body: contentPreviewSchema, response: { 200: contentPreviewResultSchema } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send(content.preview(request.body.body)),
  );
  routes.get(contentPaths.entry(':id'), { schema: { params: idParams, response: { 200: contentEntryResultSchema } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send({ entry: await content.get(request.params.id) }),
  );
  routes.put(contentPaths.entry(':id'), { ...entryLimit, schema: { params: idParams, body: contentUpdateSchema, response: { 200: contentEntryResultSchema } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send({ entry: await content.update(request.params.id, request.body, await who(request), request.ip) }),
  );
  /** DELETE of one entry or image by id: the service removes and audits it, the answer says it is gone. */
  const deleteRoute = (path: string, summary: string, remove: (id: number, who: AuditActor, ip: string | null) => Promise<void>, message: string) =>
    routes.delete(path, { schema: { summary, params: idParams, response: { 200: messageResponseSchema } }, preHandler }, async (request, reply) => {
      await remove(request.params.id, await who(request), request.ip);
      return reply.headers(noStore).send({ message });
    });
  deleteRoute(contentPaths.entry(':id'), 'Delete a draft or unpublished entry with its revisions', content.remove, contentMessages.deleted);
  routes.get(contentPaths.images, { schema: { response: { 200: contentImageListSchema } }, preHandler }, async (_request, reply) => reply.headers(noStore).send(await content.images()));
  deleteRoute(contentPaths.image(':id'), 'Delete an uploaded image no entry uses', content.removeImage, contentMessages.imageDeleted);
  routes.post(contentPaths.publish(':id'), { schema: { params: idParams, response: { 200: contentEntryResultSchema } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send({ entry: await content.publish(request.params.id, await who(request), request.ip) }),
  );
  routes.post(
    contentPaths.schedule(':id'),
    { schema: { params: idParams, body: contentScheduleSchema, response: { 200: contentEntryResultSchema } }, preHandler },
    async (request, reply) => reply.headers(noStore).send({ entry: await content.schedule(request.params.id, request.body.publishAt, await who(request), request.ip) }),
  );
  routes.post(contentPaths.unpublish(':id'), { schema: { params: idParams, response: { 200: contentEntryResultSchema } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send({ entry: await content.unpublish(request.params.id, await who(request), request.ip) }),
  );
  routes.get(contentPaths.revisions(':id'), { schema: { params: idParams, response: { 200: contentRevisionListSchema } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send(await content.revisions(request.params.id)),
  );
  routes.get(contentPaths.revision(':id', ':number'), { schema: { params: revisionParams, response: { 200: contentRevisionResultSchema } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send({ revision: await content.revision(request.params.id, request.params.number) }),
  );
  routes.post(contentPaths.restore(':id', ':number'), { schema: { params: revisionParams, response: { 200: contentEntryResultSchema } }, preHandler }, async (request, reply) =>
    reply.headers(noStore).send({ entry: await content.restore(request.params.id, request.params.number, await who(request), request.ip) }),
  );

  // The image upload takes the file's bytes as the body, with its own size limit; only this route reads image bodies.
  void app.register(async (scope) => {
    scope.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: CONTENT_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
    // Too large says the image's limit, not the JSON calls' 64 KB; every other error is the app's.
    const appErrors = app.errorHandler;
    scope.setErrorHandler((error, request, reply) =>
      (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? sendError(reply, 413, contentMessages.imageTooBig) : appErrors.call(app, error, request, reply),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      contentPaths.images,
      { bodyLimit: CONTENT_IMAGE_MAX_BYTES, schema: { response: { 201: contentImageResultSchema } }, preHandler },
      async (request, reply) => {
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        if (!Buffer.isBuffer(request.body) || !(contentImageTypes as readonly string[]).includes(type)) return sendError(reply, 415, contentMessages.imageType);
        const image = await content.uploadImage(request.body, type, await who(request), request.ip);
        return reply.code(201).headers(noStore).send({ image });
      },
    );
  });

  // Images are public and never change under their address (a new upload is a new id).
  app.withTypeProvider<ZodTypeProvider>().get('/media/:file', { schema: { params: z.object({ file: z.string().max(40) }) } }, async (request, reply) => {
    const match = MEDIA_FILE.exec(request.params.file);
    const bytes = match && (await content.media(Number(match[1]), Number(match[2])));
    if (!bytes) return sendError(reply, 404, contentMessages.imageNotFound);
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
}
