import type { Media, UploadPurpose } from '@vendor/api-types';
import styled from '@emotion/styled';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useUpload } from '@/hooks/use-upload';
import { ACCEPTED_TYPES } from '@/lib/upload';
import { Button } from './button';
import { FileIcon, UploadIcon } from './icons';
import { labelText, secondaryText } from './text-styles';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
`;

const Label = styled.span(labelText);

const Zone = styled.div<{ active: boolean; invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  padding: 1rem;
  border: 2px dashed
    ${({ theme, active, invalid }) => (invalid ? theme.colors.danger : active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, active }) => (active ? theme.colors.primarySoft : theme.colors.surface)};
  p {
    flex: 1 1 12rem;
    min-width: 0;
    ${secondaryText}
    overflow-wrap: anywhere;
  }
  img {
    width: 4rem;
    height: 4rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Progress = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 500;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface FileUploadProps {
  label: string;
  purpose: UploadPurpose;
  /** The file already stored, if any (shown with Replace and Remove). */
  value: Pick<Media, 'id' | 'url' | 'originalFilename'> | null;
  onUploaded: (media: Media) => void;
  onRemove?: () => void;
  hint?: string;
  /** An error from the server about this field (e.g. from the form's save). */
  error?: string;
  /** Show an image preview of the stored file. */
  preview?: boolean;
}

/**
 * Pick or drop a file; type and size are checked before sending, progress shows while it uploads, and the stored file
 * can be replaced or removed. Uploading does not save the form: `onUploaded` hands the stored file to it.
 */
export function FileUpload({ label, purpose, value, onUploaded, onRemove, hint, error, preview }: FileUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { upload, progress, error: uploadError } = useUpload(purpose);
  const shownError = uploadError ?? error;
  const busy = progress !== null;

  const take = async (file: File | undefined) => {
    if (!file) return;
    const media = await upload(file);
    if (media) onUploaded(media);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Root>
      <Label id={`${id}-label`}>{label}</Label>
      <Zone
        active={dragging}
        invalid={Boolean(shownError)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {value && preview ? <img src={value.url} alt="" /> : <FileIcon size={28} />}
        <p>{value ? value.originalFilename : 'Drop a file here or choose one'}</p>
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-describedby={`${id}-label`}
            onClick={() => input.current?.click()}
          >
            <UploadIcon size={16} /> {value ? 'Replace' : 'Choose file'}
          </Button>
          {value && onRemove && (
            <Button variant="ghost" size="sm" disabled={busy} aria-describedby={`${id}-label`} onClick={onRemove}>
              Remove
            </Button>
          )}
        </Actions>
        <input
          ref={input}
          id={id}
          type="file"
          hidden
          aria-labelledby={`${id}-label`}
          accept={ACCEPTED_TYPES[purpose].join(',')}
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Zone>
      {busy && (
        <Progress value={progress ?? 0} max={1} aria-label={`Uploading ${label}`}>
          {Math.round((progress ?? 0) * 100)}%
        </Progress>
      )}
      {shownError ? <ErrorText role="alert">{shownError}</ErrorText> : <Hint>{hint ?? 'At most 10 MB.'}</Hint>}
    </Root>
  );
}
