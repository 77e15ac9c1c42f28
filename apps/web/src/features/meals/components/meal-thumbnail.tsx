import { observer } from 'mobx-react-lite';
import styled from '@emotion/styled';
import { ImageIcon } from '@/components/ui/icons';
import { photoBox } from '@/components/ui/photo-box';
import type { MealMedia } from '../stores/meal-draft';

const Frame = styled.span<{ dimension: string }>`
  ${photoBox}
  flex-shrink: 0;
  width: ${({ dimension }) => dimension};
  height: ${({ dimension }) => dimension};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The meal's cover photo, or a placeholder when it has none; decorative, since the name is always beside it. */
export const MealThumbnail = observer(function MealThumbnail({
  media,
  size = '3.5rem',
}: {
  media: readonly MealMedia[];
  size?: string;
}) {
  const cover = media[0];
  return (
    <Frame dimension={size} data-placeholder={cover ? undefined : 'true'}>
      {cover ? <img src={cover.url} alt="" loading="lazy" /> : <ImageIcon size={22} aria-hidden="true" />}
    </Frame>
  );
});
