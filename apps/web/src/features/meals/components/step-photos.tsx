import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { IconButton } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FileUpload } from '@/components/ui/file-upload';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from '@/components/ui/icons';
import { type MealEditor } from '../stores/meal-editor';
import { LIMITS } from '../stores/meal-draft';
import { Stack } from '@/components/ui/stack';
import { outlinedBox } from '@/components/ui/outlined-box';

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.75rem;
  }
`;

const Photo = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  padding: 0.5rem;
  ${outlinedBox()}
  figure {
    position: relative;
    margin: 0;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  figure > span {
    position: absolute;
    top: 0.375rem;
    left: 0.375rem;
  }
  figcaption {
    margin-top: 0.375rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const PhotoActions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  > :last-child {
    margin-left: auto;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 500;
`;

/** Step 2: photos in display order (the first is the cover), uploaded with progress; or the no-photo flag. */
export const StepPhotos = observer(function StepPhotos({ editor }: { editor: MealEditor }) {
  const errorId = useId();
  const { media } = editor.draft;
  const error = editor.errorFor('noMealImage') ?? editor.errorFor('mediaIds', { nested: true });
  const name = editor.draft.name.trim() || 'the meal';
  return (
    <Stack gap="1.25rem">
      {media.length > 0 && (
        <Grid aria-label="Photos, in the order customers see them">
          {media.map((photo, index) => (
            <Photo key={photo.id}>
              <figure>
                <img src={photo.url} alt={`Photo ${index + 1} of ${name}`} />
                {index === 0 && <Badge tone="primary">Cover</Badge>}
                <figcaption>{photo.originalFilename}</figcaption>
              </figure>
              <PhotoActions>
                <IconButton
                  variant="secondary"
                  aria-label={`Move photo ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => editor.moveMedia(photo.id, -1)}
                >
                  <ChevronLeftIcon size={18} />
                </IconButton>
                <IconButton
                  variant="secondary"
                  aria-label={`Move photo ${index + 1} later`}
                  disabled={index === media.length - 1}
                  onClick={() => editor.moveMedia(photo.id, 1)}
                >
                  <ChevronRightIcon size={18} />
                </IconButton>
                <IconButton aria-label={`Remove photo ${index + 1}`} onClick={() => editor.removeMedia(photo.id)}>
                  <TrashIcon size={18} />
                </IconButton>
              </PhotoActions>
            </Photo>
          ))}
        </Grid>
      )}
      {media.length < LIMITS.media ? (
        <FileUpload
          label={media.length === 0 ? 'Add a photo' : 'Add another photo'}
          purpose="meal_image"
          value={null}
          preview
          onUploaded={(uploaded) => editor.addMedia(uploaded)}
          hint={`JPEG, PNG or WebP, at most 10 MB each; up to ${LIMITS.media} photos. The first photo is the cover.`}
        />
      ) : (
        <p>This meal has {LIMITS.media} photos, the most it can have. Remove one to add another.</p>
      )}
      {media.length === 0 && (
        <div>
          <Checkbox
            label="This meal has no photo yet"
            description="Your menu shows a placeholder instead of a photo."
            checked={editor.draft.noMealImage}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => editor.setNoMealImage(event.target.checked)}
          />
        </div>
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Stack>
  );
});
