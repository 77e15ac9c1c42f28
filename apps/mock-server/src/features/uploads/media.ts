import type { components } from '@vendor/api-types';
import type { Media } from '../../generated/prisma/client.ts';

export type MediaDto = components['schemas']['Media'];

/** A Media row in the contract's shape (`meta.documentType` is the MIME type, `filename` the random stored name). */
export function toMediaDto(m: Media): MediaDto {
  return {
    id: m.id,
    url: m.url,
    meta: { bucketName: m.bucketName, documentType: m.contentType },
    type: m.contentType === 'application/pdf' ? 'document' : 'image',
    purpose: m.purpose as MediaDto['purpose'],
    filename: m.storageKey,
    originalFilename: m.originalFilename,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    deletedAt: m.deletedAt ? m.deletedAt.toISOString() : null,
  };
}
