import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorBody } from '@sannidhi/domain/contracts/common';
import {
  IMAGE_TYPES,
  ImageParams,
  MAX_IMAGE_BYTES,
  UploadImageAnswer,
  UploadImageQuery,
} from '@sannidhi/domain/contracts/staff-catalogue';
import { notFound } from '../errors';
import { requireAuth } from '../plugins/auth';
import { findImage } from '../repositories/images';
import { uploadImage } from '../services/images/upload-image';

/** Uploaded images: a centre admin uploads one (raw body), anyone reads it by id, cached for a year (immutable). */
export async function imageRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    [...IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES + 1 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/staff/images',
    {
      preHandler: app.authenticate,
      bodyLimit: MAX_IMAGE_BYTES + 1,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        querystring: UploadImageQuery,
        response: {
          200: envelope(UploadImageAnswer),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request) => ({
      payload: await uploadImage(
        app.deps.pool,
        requireAuth(request),
        request.query.center,
        { contentType: (request.headers['content-type'] ?? '').split(';')[0]!.trim(), bytes: request.body },
        { requestId: request.id },
      ),
    }),
  );
  app.get(
    '/images/:id',
    {
      schema: {
        tags: ['catalogue'],
        params: ImageParams,
        response: { 200: z.any(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const image = await findImage(app.deps.pool, request.params.id);
      if (!image) throw notFound('Image not found');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${request.params.id}"`)
        .send(image.bytes);
    },
  );
}
