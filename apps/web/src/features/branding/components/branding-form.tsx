import type { Branding } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { ChangeEvent } from 'react';
import { DraftFormActions, DraftFormBody, useDraftForm } from '@/components/forms/draft-form';
import { CachedView } from '@/components/ui/cached-view';
import { Card } from '@/components/ui/card';
import { FileUpload } from '@/components/ui/file-upload';
import { ImageIcon } from '@/components/ui/icons';
import { photoBox } from '@/components/ui/photo-box';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import {
  BRANDING_LIMITS,
  brandingRequest,
  type BrandingDraft,
  type BrandingField,
  draftFromBranding,
  isBrandingChanged,
  typedHandle,
  validateBranding,
} from '../stores/branding-form';
import { BrandingStore } from '../stores/branding-store';

/** The fields of the form that hold text. */
type TextField = keyof typeof BRANDING_LIMITS;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
  align-items: start;
  gap: 1.5rem;
  max-width: 80rem;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sticky = styled.div`
  position: sticky;
  top: 1rem;
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    position: static;
  }
`;

const Storefront = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Banner = styled.div`
  ${photoBox}
  aspect-ratio: 4 / 1;
`;

const Details = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: 1rem;
  overflow-wrap: anywhere;
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre-line;
  }
`;

const Handle = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** How the kitchen's page looks to customers with what is typed now. */
function StorefrontPreview({ draft }: { draft: BrandingDraft }) {
  const name = draft.kitchenName.trim() || 'Your kitchen name';
  return (
    <Card title="Preview" description="How customers see your kitchen.">
      <Storefront aria-label="Preview of your kitchen page">
        <Banner>
          {draft.banner ? <img src={draft.banner.url} alt={`Banner of ${name}`} /> : <ImageIcon size={32} />}
        </Banner>
        <Details>
          <strong>{name}</strong>
          {draft.HandleName.trim() && <Handle>@{draft.HandleName.trim()}</Handle>}
          {draft.KitchenDescription.trim() && <p>{draft.KitchenDescription.trim()}</p>}
          {draft.Address.trim() && <p>{draft.Address.trim()}</p>}
        </Details>
      </Storefront>
    </Card>
  );
}

const Editor = observer(function Editor({ saved }: { saved: Branding }) {
  const brandings = useStore(BrandingStore);
  const canManage = useStores().auth.can('branding.manage');
  const { formRef, draft, update, discard, onSubmit, error, mediaField, saving, dirty, prompt } = useDraftForm<
    Branding,
    BrandingDraft,
    BrandingField
  >({
    saved,
    toDraft: draftFromBranding,
    isChanged: isBrandingChanged,
    validate: validateBranding,
    store: brandings,
    operation: 'updateBranding',
    submit: (valid) => brandings.updateBranding(brandingRequest(valid)),
    canSave: canManage,
  });
  // A text field shows its value, limit and error, read-only without the permission; what is typed, as `typed`
  // shows it, updates the draft.
  const field = (key: TextField, typed: (value: string) => string = (value) => value) => ({
    value: draft[key],
    limit: BRANDING_LIMITS[key],
    readOnly: !canManage,
    error: error(key),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update({ [key]: typed(event.target.value) }, key),
  });

  return (
    <Layout>
      <Card
        title="Kitchen details"
        description={
          canManage
            ? 'Your kitchen name, public handle, description, address and banner.'
            : 'Only members who can manage branding can change these.'
        }
      >
        <DraftFormBody ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Kitchen details">
          <TextInput label="Kitchen name" placeholder="e.g. Mama Ada's Kitchen" {...field('kitchenName')} />
          <TextInput
            label="Handle name"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="e.g. mama-adas-kitchen"
            hint="Your public address. Letters, numbers, dots, dashes and underscores; no other kitchen may have it."
            {...field('HandleName', typedHandle)}
          />
          <Textarea
            label="Kitchen description"
            placeholder="What you cook, and what makes it yours."
            {...field('KitchenDescription')}
          />
          <TextInput
            label="Address"
            autoComplete="street-address"
            placeholder="e.g. 12 Market Street, Leeds LS1 6DT"
            {...field('Address')}
          />
          {canManage ? (
            <FileUpload
              label="Banner"
              purpose="banner"
              preview
              hint="A wide JPEG, PNG or WebP image (about 1200 × 300 pixels), at most 10 MB."
              {...mediaField('banner', 'bannerId')}
            />
          ) : (
            <Note>The banner is shown in the preview.</Note>
          )}
          {canManage && <DraftFormActions dirty={dirty} saving={saving} onDiscard={discard} />}
        </DraftFormBody>
        {prompt}
      </Card>
      <Sticky>
        <StorefrontPreview draft={draft} />
      </Sticky>
    </Layout>
  );
});

/**
 * The kitchen's branding with a live preview of its page; busy (for assistive technology too) while the UI store
 * has the branding loading: at first, and while it is fetched afresh under the form.
 */
export const BrandingForm = observer(function BrandingForm() {
  const { ui } = useStores();
  const read = useCached(useStore(BrandingStore).getBranding());
  return (
    <div aria-busy={ui.isLoading('branding') || undefined}>
      <CachedView
        read={read}
        errorTitle="Could not load your branding"
        loading={
          <Layout>
            <Card title="Kitchen details">
              <SkeletonRows rows={5} label="Loading your branding" />
            </Card>
            <Card title="Preview">
              <Skeleton height="6rem" />
            </Card>
          </Layout>
        }
      >
        {(branding) => <Editor saved={branding} />}
      </CachedView>
    </div>
  );
});
