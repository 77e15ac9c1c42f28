import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Checkbox } from '@/components/ui/checkbox';
import { FileUpload } from '@/components/ui/file-upload';
import { TextInput } from '@/components/ui/text-input';
import { useStore } from '@/stores/stores-context';
import { DOCUMENT_SLOTS, type DocumentSlotInfo } from '../stores/onboarding-rules';
import { OnboardingStore } from '../stores/onboarding-store';
import { TwoColumns } from '@/components/ui/stack';
import { outlinedBox } from '@/components/ui/outlined-box';

const Slot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
  padding: 1rem;
  ${outlinedBox('background')}
  ${({ theme }) => theme.media.mobile} {
    padding: 0.75rem;
  }
`;

const NAME_LABELS: Record<DocumentSlotInfo['slot'], string> = {
  proofOfIdentity: 'Proof of identity name',
  foodHygieneCertificate: 'Food hygiene certificate name',
  allergenAwarenessCertificate: 'Allergen awareness certificate name',
  councilRegistration: 'Council registration name',
};

/**
 * One document: upload (type and size checked before and after sending, with progress), replace or remove, and the
 * name it is saved under. Documents are private papers, so only the file name is shown, never a link to the file.
 */
const DocumentSlotField = observer(function DocumentSlotField({ info }: { info: DocumentSlotInfo }) {
  const onboarding = useStore(OnboardingStore);
  const draft = onboarding.documents.slots[info.slot];
  const errors = onboarding.errors(3);
  const fileError = errors[info.idField];
  return (
    <Slot role="group" aria-label={info.label} data-invalid={fileError ? 'true' : undefined}>
      <FileUpload
        label={info.label}
        purpose="document"
        hint={info.hint}
        value={draft.id ? { id: draft.id, url: '', originalFilename: draft.fileName || draft.name } : null}
        error={fileError}
        onUploaded={(media) => onboarding.setDocument(info.slot, media)}
        onRemove={() => onboarding.removeDocument(info.slot)}
      />
      {draft.id && (
        <TextInput
          label={NAME_LABELS[info.slot]}
          hint="Defaults to the file name; change it to something you will recognise."
          value={draft.name}
          error={errors[info.nameField]}
          onChange={(event) => onboarding.renameDocument(info.slot, event.target.value)}
        />
      )}
      {info.slot === 'foodHygieneCertificate' && (
        <Checkbox
          name="foodHygieneCertificateCompleted"
          label="I have completed my food hygiene training"
          description="Tick once you hold the certificate, not while the course is still under way."
          checked={onboarding.documents.foodHygieneCertificateCompleted}
          onChange={(event) => onboarding.setFoodHygieneCertificateCompleted(event.target.checked)}
        />
      )}
    </Slot>
  );
});

/** Step 3: proof of identity and food hygiene certificate (required), allergen and council papers (optional). */
export function DocumentsStep() {
  return (
    <TwoColumns gap="1.25rem">
      {DOCUMENT_SLOTS.map((info) => (
        <DocumentSlotField key={info.slot} info={info} />
      ))}
    </TwoColumns>
  );
}
