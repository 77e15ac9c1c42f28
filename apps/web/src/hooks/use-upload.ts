import type { Media, UploadPurpose } from '@vendor/api-types';
import { useCallback, useRef, useState } from 'react';
import { toApiError } from '@/lib/api-error';
import { checkUpload, uploadWithProgress } from '@/lib/upload';
import { useStores } from '@/stores/stores-context';

export interface UploadState {
  /** 0 to 1 while sending, null when idle. */
  progress: number | null;
  error: string | null;
}

/**
 * Uploads one file at a time for a purpose: checks type and size first (the message shows before any byte is sent),
 * reports progress, and keeps the server's reason when it refuses the file.
 */
export function useUpload(purpose: UploadPurpose) {
  const { api, session } = useStores();
  const [state, setState] = useState<UploadState>({ progress: null, error: null });
  const controller = useRef<AbortController | null>(null);

  const upload = useCallback(
    async (file: File): Promise<Media | null> => {
      const problem = checkUpload(file, purpose);
      if (problem) {
        setState({ progress: null, error: problem });
        return null;
      }
      controller.current?.abort();
      controller.current = new AbortController();
      setState({ progress: 0, error: null });
      try {
        const media = await uploadWithProgress({
          api,
          session,
          file,
          purpose,
          signal: controller.current.signal,
          onProgress: (progress) => setState({ progress, error: null }),
        });
        setState({ progress: null, error: null });
        return media;
      } catch (cause) {
        const error = toApiError(cause);
        setState({ progress: null, error: error.fieldErrors[0]?.error ?? error.message });
        return null;
      }
    },
    [api, session, purpose],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ progress: null, error: null });
  }, []);

  return { ...state, upload, cancel, clearError: () => setState((s) => ({ ...s, error: null })) };
}
