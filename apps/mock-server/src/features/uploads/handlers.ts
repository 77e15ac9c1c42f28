import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { ApiError, badRequest, type FieldError, invalidField, notFound, unauthorized } from '../../lib/errors.ts';
import { API_PREFIX, type HandlerMap, ok } from '../../lib/handler.ts';
import { MEDIA_PURPOSES, type MediaPurpose, toMediaDto } from '../../lib/media.ts';
import { checkSignedUrl, isPrivatePurpose, signedFileUrl } from './file-access.ts';
import { imageDimensions, MAX_IMAGE_PIXELS } from './inspect.ts';
import { checkPdf } from './pdf-check.ts';
import * as queries from './queries.ts';
import { sniffType } from './sniff.ts';

type Ops = 'uploadFile' | 'downloadFile';

const tooLarge = () =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB', [
    { field: 'file', error: 'Must be at most 10 MB' },
  ]);

/** The client's file name is kept for display only: no directories, no control characters, bounded length. */
function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not keep
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return cleaned || 'upload';
}

interface ParsedUpload {
  purpose: string | undefined;
  file: { bytes: Buffer; filename: string } | undefined;
}

/** Reads the whole multipart body: the `purpose` field and one `file` (at most 10 MB), in either order. */
async function readUpload(request: FastifyRequest): Promise<ParsedUpload> {
  if (!request.isMultipart()) throw invalidField('file', 'Send the file as multipart/form-data');
  const out: ParsedUpload = { purpose: undefined, file: undefined };
  const errors: FieldError[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== 'file' || out.file) {
          await file.toBuffer().catch(() => undefined);
          errors.push({ field: file.fieldname, error: file.fieldname === 'file' ? 'Send one file' : 'Unknown field' });
          continue;
        }
        const bytes = await file.toBuffer();
        if (file.file.truncated) throw tooLarge();
        out.file = { bytes, filename: cleanFilename(file.filename) };
      } else if (part.fieldname === 'purpose') {
        out.purpose = String(part.value);
      } else {
        errors.push({ field: part.fieldname, error: 'Unknown field' });
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw invalidField('file', 'Send one file');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Too many form fields', [{ field: 'body', error: 'Too many form fields' }]);
    // malformed multipart (no boundary, cut short, prototype names...): the client's fault, never a 500
    throw invalidField('file', 'The multipart body could not be read');
  }
  if (errors.length) throw badRequest(errors.map((e) => `${e.field}: ${e.error}`).join('; '), errors);
  return out;
}

/**
 * Images too large to decode safely, PDFs that carry active content and PDFs that cannot be read whole within the
 * check's bounds are refused (422 naming file).
 */
async function checkContent(bytes: Buffer, type: NonNullable<ReturnType<typeof sniffType>>): Promise<void> {
  if (type.kind === 'image') {
    const size = imageDimensions(bytes, type.contentType);
    if (size && size.width * size.height > MAX_IMAGE_PIXELS) {
      const error = `Must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (this one is ${size.width}×${size.height})`;
      throw new ApiError(422, 'IMAGE_TOO_LARGE', `The image is too large: ${error.toLowerCase()}`, [
        { field: 'file', error },
      ]);
    }
  } else {
    const check = await checkPdf(bytes);
    if (check.verdict === 'active') {
      const error = `Must not contain active content (found ${check.names.map((n) => `/${n}`).join(', ')})`;
      throw new ApiError(422, 'ACTIVE_CONTENT', 'The PDF contains scripts, actions or embedded files', [
        { field: 'file', error },
      ]);
    }
    if (check.verdict === 'uninspectable') {
      const error = `Must be a PDF that can be checked for active content: ${check.reason}`;
      throw new ApiError(422, 'UNINSPECTABLE_PDF', `The PDF could not be checked: ${check.reason}`, [
        { field: 'file', error },
      ]);
    }
  }
}

/** Handlers for uploading a file and reading one back. */
export function uploadHandlers(app: FastifyInstance): HandlerMap<Ops> {
  /**
   * A private document is served to a member of the business that owns it (bearer token), or through a signed link
   * that has not expired. Anyone else: 401 without credentials, 404 for another business's member.
   */
  async function authoriseDocument(request: FastifyRequest, businessId: string | null): Promise<void> {
    const query = request.query as { expires?: number; signature?: string };
    if (
      checkSignedUrl(
        app.env.jwtSecret,
        (request.params as { key: string }).key,
        query.expires,
        query.signature,
        app.clock.now(),
      )
    )
      return;
    const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) {
      throw unauthorized(
        query.signature
          ? 'This document link has expired: open it again from the app'
          : 'Sign in to open this document',
      );
    }
    const auth = await app.sessions.authenticate(token);
    if (auth.businessId !== businessId) throw notFound('File');
  }

  return {
    async uploadFile(request, reply) {
      const { purpose, file } = await readUpload(request);
      const errors: FieldError[] = [];
      if (purpose === undefined) errors.push({ field: 'purpose', error: 'Required' });
      else if (!(MEDIA_PURPOSES as readonly string[]).includes(purpose))
        errors.push({ field: 'purpose', error: `Must be one of: ${MEDIA_PURPOSES.join(', ')}` });
      if (!file) errors.push({ field: 'file', error: 'Required' });
      if (errors.length || !file) throw badRequest(errors.map((e) => `${e.field}: ${e.error}`).join('; '), errors);

      const type = sniffType(file.bytes);
      const allowed = purpose === 'document' ? 'a JPEG, PNG, WebP image or a PDF' : 'a JPEG, PNG or WebP image';
      if (!type || (type.kind === 'document' && purpose !== 'document')) {
        const error = `Must be ${allowed} (checked by content)`;
        throw new ApiError(422, 'UNSUPPORTED_FILE_TYPE', `The file is not ${allowed}`, [{ field: 'file', error }]);
      }

      await checkContent(file.bytes, type);

      const { auth } = request;
      const storageKey = `${randomUUID()}.${type.extension}`;
      await app.storage.put(storageKey, file.bytes, type.contentType);
      try {
        const media = await app.prisma.$transaction(async (tx) => {
          const now = app.clock.now();
          const row = await queries.createMedia(tx, {
            businessId: auth.businessId,
            uploadedById: auth.userId,
            storageKey,
            url: `${API_PREFIX}/files/${storageKey}`,
            contentType: type.contentType,
            size: file.bytes.length,
            purpose: purpose as MediaPurpose,
            originalFilename: file.filename,
            bucketName: app.storage.bucketName,
            createdAt: now,
            updatedAt: now,
          });
          const size = `${Math.ceil(file.bytes.length / 1024)} KB`;
          await audit(tx, auth, {
            eventType: 'created',
            itemType: 'upload',
            itemId: row.id,
            itemAffected: file.filename,
            description: `Uploaded "${file.filename}" (${purpose}, ${type.contentType}, ${size}).`,
          });
          return row;
        });
        reply.code(201);
        const dto = toMediaDto(media);
        // A private document's own url needs a token; the uploader gets a link that works for a few minutes.
        if (isPrivatePurpose(media.purpose)) dto.url = signedFileUrl(app.env.jwtSecret, storageKey, app.clock.now());
        return ok(dto);
      } catch (error) {
        await app.storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    async downloadFile(request, reply) {
      const { key } = request.params;
      const media = await queries.findStoredFile(app.prisma, key);
      if (!media) throw notFound('File');
      const confidential = isPrivatePurpose(media.purpose);
      if (confidential) await authoriseDocument(request, media.businessId);
      const stored = await app.storage.get(key);
      if (!stored) throw notFound('File');
      reply
        .header('content-type', media.contentType)
        .header('cache-control', confidential ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (confidential) reply.header('content-disposition', `attachment; filename="${key}"`);
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  };
}
