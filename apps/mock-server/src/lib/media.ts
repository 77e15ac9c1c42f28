import type { Media as MediaDto, UploadPurpose as MediaPurpose } from '@vendor/api-types';
import type { Media } from '../generated/prisma/client.ts';

export type { MediaDto, MediaPurpose };

/** What an upload is for; each screen that takes an upload accepts only its own purpose. */
export const MEDIA_PURPOSES = ['meal_image', 'banner', 'document', 'avatar'] as const satisfies readonly MediaPurpose[];

/** A Media row in the contract's shape (`meta.documentType` is the MIME type, `filename` the random stored name). */
export function toMediaDto(m: Media): MediaDto {
  return {
    id: m.id,
    url: m.url,
    meta: { bucketName: m.bucketName, documentType: m.contentType },
    type: m.contentType === 'application/pdf' ? 'document' : 'image',
    purpose: m.purpose as MediaPurpose,
    filename: m.storageKey,
    originalFilename: m.originalFilename,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    deletedAt: m.deletedAt ? m.deletedAt.toISOString() : null,
  };
}
