import type { components, Media, UploadPurpose } from '@vendor/api-types';
import { env } from '@/config/env';
import { toApiError } from './api-error';
import type { ApiClient } from './api-client';
import type { Session } from './session';

/** The server refuses anything larger (413). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** What each purpose accepts; the server checks the file's content, not just its name. */
export const ACCEPTED_TYPES: Record<UploadPurpose, string[]> = {
  meal_image: IMAGE_TYPES,
  banner: IMAGE_TYPES,
  avatar: IMAGE_TYPES,
  document: [...IMAGE_TYPES, 'application/pdf'],
};

const describeTypes = (types: string[]) =>
  types.map((type) => (type === 'application/pdf' ? 'PDF' : type.replace('image/', '').toUpperCase())).join(', ');

/** The reason a file cannot be sent, checked before any upload starts. */
export function checkUpload(file: File, purpose: UploadPurpose): string | undefined {
  const accepted = ACCEPTED_TYPES[purpose];
  if (!accepted.includes(file.type)) return `This file type is not accepted: use ${describeTypes(accepted)}`;
  if (file.size > UPLOAD_LIMIT_BYTES) return 'This file is too large: the limit is 10 MB';
  if (file.size === 0) return 'This file is empty';
  return undefined;
}

interface UploadOptions {
  api: ApiClient;
  session: Pick<Session, 'getAccessToken' | 'getRefreshToken'>;
  file: File;
  purpose: UploadPurpose;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  baseUrl?: string;
}

interface XhrAnswer {
  status: number;
  body: unknown;
}

function send({ file, purpose, onProgress, signal, baseUrl }: UploadOptions, token: string | undefined) {
  return new Promise<XhrAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${baseUrl}/vendor/uploads`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A non-JSON answer (a proxy's error page) is kept as text for the error message.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads a file with progress (fetch cannot report upload progress, so this uses XMLHttpRequest). An expired
 * access token is renewed through the API client's refresh flow and the upload sent once more.
 */
export async function uploadWithProgress(options: UploadOptions): Promise<Media> {
  const opts = { ...options, baseUrl: options.baseUrl ?? env.API_BASE_URL };
  let answer: XhrAnswer;
  try {
    answer = await send(opts, options.session.getAccessToken());
    if (answer.status === 401 && options.session.getRefreshToken()) {
      await options.api.GET('/vendor/me');
      answer = await send(opts, options.session.getAccessToken());
    }
  } catch (cause) {
    throw toApiError(cause);
  }
  if (answer.status < 200 || answer.status >= 300) throw toApiError({ status: answer.status, data: answer.body });
  return (answer.body as components['schemas']['MediaResponse']).data;
}
