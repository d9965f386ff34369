import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import {
  sizedImageParams,
  type Upload,
  uploadParams,
  uploadResponse,
} from '../../../core/contract/uploads.ts';
import { AppError } from '../../app-error.ts';
import { requireAccount } from '../../http/session.ts';
import { tooLarge, UPLOAD_POLICY, type UploadKind, type UploadsService } from './service.ts';

const fieldValue = (field: unknown): string | undefined =>
  field && typeof field === 'object' && 'value' in field && typeof field.value === 'string'
    ? field.value
    : undefined;

/**
 * Uploads one account may make to each upload route in ten minutes. Decoding a large image costs seconds
 * of CPU; this keeps one account (or a script with its session) from taking the server's time, while a
 * cast putting photos on several services stays far below it.
 */
export const UPLOADS_PER_ACCOUNT = { max: 30, timeWindow: '10 minutes' } as const;

export function uploadsRoutes(uploads: UploadsService): FastifyPluginAsyncZod {
  return async (app) => {
    const routes: Array<[string, UploadKind]> = [
      ['/customer-files', 'file'],
      ['/customer-images', 'image'],
    ];
    for (const [path, kind] of routes) {
      app.post(
        path,
        {
          config: {
            rateLimit: {
              ...UPLOADS_PER_ACCOUNT,
              // After authentication (preHandler), counted per account: one office's shared address
              // must not stop its colleagues.
              hook: 'preHandler',
              keyGenerator: async (request) => (await request.session())?.account?.id ?? request.ip,
            },
          },
          schema: {
            tags: ['uploads'],
            summary: `Upload ${kind === 'image' ? 'an image' : 'a file'} (multipart: isPrivate, alt, types, maxSize, then file)`,
            response: { 201: uploadResponse, 401: errorBody, 422: validationErrorBody, 429: errorBody },
          },
        },
        async (request, reply) => {
          const account = await requireAccount(request);
          const policy = UPLOAD_POLICY[kind];
          // Fields sent before the file may narrow the server's limits, never widen them.
          const part = await request.file({ limits: { fileSize: policy.maxBytes, files: 1 } });
          if (!part) throw AppError.validation({ file: [{ key: 'uploads.fileMissing' }] });
          const requestedMax = Number(fieldValue(part.fields.maxSize));
          const maxBytes = requestedMax > 0 ? Math.min(requestedMax, policy.maxBytes) : policy.maxBytes;
          const requestedTypes = fieldValue(part.fields.types)
            ?.split(',')
            .map((t) => t.trim());
          const types = requestedTypes
            ? policy.types.filter((t) => requestedTypes.includes(t))
            : policy.types;
          let bytes: Buffer;
          try {
            bytes = await part.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
            throw error;
          }
          if (bytes.length > maxBytes) throw tooLarge(maxBytes);
          const saved = await uploads.save(account.id, {
            kind,
            bytes,
            types,
            isPrivate: fieldValue(part.fields.isPrivate) === 'true',
            alt: (fieldValue(part.fields.alt) ?? '').slice(0, 200),
          });
          return reply.status(201).send({ data: saved });
        },
      );
    }

    app.get(
      '/uploads/:uploadId',
      {
        schema: {
          tags: ['uploads'],
          // No response schema: the answer is the file's bytes, or the error handler's JSON 404.
          summary: 'The bytes of an upload (404 when missing, or private and not yours)',
          params: uploadParams,
        },
      },
      async (request, reply) => {
        const callerId = (await request.session())?.account?.id ?? null;
        const { upload, bytes } = await uploads.open(request.params.uploadId, callerId);
        return sendUpload(reply, upload, upload.mime, bytes);
      },
    );

    app.get(
      '/uploads/:uploadId/w/:variant',
      {
        schema: {
          tags: ['uploads'],
          summary:
            'An image upload at a width of the ladder (320, 640, 960, 1280, 1600; never wider than the image), as `{width}.avif` or `{width}.webp`',
          params: sizedImageParams,
        },
      },
      async (request, reply) => {
        const callerId = (await request.session())?.account?.id ?? null;
        const { upload, bytes, mime } = await uploads.openSized(
          request.params.uploadId,
          request.params.variant,
          callerId,
        );
        return sendUpload(reply, upload, mime, bytes);
      },
    );
  };
}

/** An upload's bytes with the headers every reading of it shares: private ones are never cached. */
function sendUpload(reply: FastifyReply, upload: Upload, mime: string, bytes: Buffer) {
  return (
    reply
      .type(mime)
      .header('x-content-type-options', 'nosniff')
      // Same-site rather than helmet's same-origin, so pages still show images when the API has its own host.
      .header('cross-origin-resource-policy', 'same-site')
      .header('content-disposition', upload.kind === 'file' ? 'attachment' : 'inline')
      .header('cache-control', upload.isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .send(bytes)
  );
}
