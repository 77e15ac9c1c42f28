import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FileUpload } from '@/components/ui/file-upload';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TextInput } from '@/components/ui/text-input';
import { DescriptionList, FormActions, FormGrid } from '@/components/ui/toolbar';
import { useUnsavedChangesPrompt } from '@/hooks/use-unsaved-changes';
import { formatDate } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import {
  draftFromProfile,
  isProfileChanged,
  NAME_LIMIT,
  profileChanges,
  type ProfileDraft,
  type ProfileErrors,
  type ProfileField,
  typedName,
  typedPhone,
  validateProfile,
} from '../stores/profile-form';
import { type Profile, ProfileStore } from '../stores/profile-store';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 60rem;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

/** Moves focus to the first field showing an error, once the page has drawn it. */
const focusFirstError = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

const Editor = observer(function Editor({ saved }: { saved: Profile }) {
  const profiles = useStore(ProfileStore);
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(saved));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [checked, setChecked] = useState(false);
  // Fields changed since the server refused them: its message no longer applies to what is typed.
  const [edited, setEdited] = useState<ReadonlySet<ProfileField>>(new Set());
  const lastSaved = useRef(saved);
  const saving = profiles.isPending('updateProfile');
  const serverErrors = profiles.fieldErrors('updateProfile');
  const dirty = isProfileChanged(draft, saved);
  const prompt = useUnsavedChangesPrompt(dirty && !saving);

  // Newer saved data (this save, or a refetch) replaces the form unless the member has changes of their own.
  useEffect(() => {
    setDraft((current) => (isProfileChanged(current, lastSaved.current) ? current : draftFromProfile(saved)));
    lastSaved.current = saved;
  }, [saved]);

  const update = (changes: Partial<ProfileDraft>, field: ProfileField) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    setEdited((current) => new Set(current).add(field));
    if (checked) setErrors(validateProfile(next));
  };

  const discard = () => {
    setDraft(draftFromProfile(saved));
    setErrors({});
    setChecked(false);
    profiles.clearError('updateProfile');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateProfile(draft);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current);
      return;
    }
    const changes = profileChanges(draft, saved);
    if (Object.keys(changes).length === 0) return;
    setEdited(new Set());
    const result = await profiles.updateProfile(changes);
    if (result.ok) {
      setDraft(draftFromProfile(result.data));
      setChecked(false);
    } else focusFirstError(formRef.current);
  };

  const error = (field: ProfileField) => errors[field] ?? (edited.has(field) ? undefined : serverErrors[field]);

  return (
    <Card title="Personal details" description="Your own details. Your e-mail address is how you sign in.">
      <Form ref={formRef} onSubmit={(event) => void save(event)} noValidate aria-label="Personal details">
        <FileUpload
          label="Profile picture"
          purpose="avatar"
          preview
          value={draft.avatar}
          onUploaded={(media) => update({ avatar: media }, 'avatarId')}
          onRemove={() => update({ avatar: null }, 'avatarId')}
          hint="A square JPEG, PNG or WebP image, at most 10 MB."
          error={error('avatarId')}
        />
        <FormGrid>
          <TextInput
            label="First name"
            autoComplete="given-name"
            value={draft.firstName}
            limit={NAME_LIMIT}
            error={error('firstName')}
            onChange={(event) => update({ firstName: typedName(event.target.value) }, 'firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            value={draft.lastName}
            limit={NAME_LIMIT}
            error={error('lastName')}
            onChange={(event) => update({ lastName: typedName(event.target.value) }, 'lastName')}
          />
          <TextInput
            label="E-mail address"
            type="email"
            value={saved.email}
            readOnly
            hint="Your sign-in address. It cannot be changed here."
          />
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="07700 900123"
            value={draft.phone}
            error={error('phone')}
            hint="A UK number: 07… becomes +44…"
            onChange={(event) => update({ phone: typedPhone(event.target.value) }, 'phone')}
          />
          <TextInput
            label="Date of birth"
            type="date"
            autoComplete="bday"
            value={draft.dob}
            error={error('dob')}
            hint="You must be 18 or over to sell."
            onChange={(event) => update({ dob: event.target.value }, 'dob')}
          />
        </FormGrid>
        <FormActions>
          {dirty && (
            <Button variant="secondary" onClick={discard} disabled={saving}>
              Discard changes
            </Button>
          )}
          <Button type="submit" disabled={saving || !dirty}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
        </FormActions>
      </Form>
      {prompt}
    </Card>
  );
});

function Membership({ profile }: { profile: Profile }) {
  return (
    <Card title="Your kitchen" description="Your role decides what you can see and change.">
      <DescriptionList>
        <dt>Kitchen</dt>
        <dd>{profile.businessName ?? 'Not named yet'}</dd>
        <dt>Role</dt>
        <dd>{profile.role.name}</dd>
        <dt>Member since</dt>
        <dd>{formatDate(profile.createdAt)}</dd>
      </DescriptionList>
    </Card>
  );
}

/** The signed-in member's own profile: names without whitespace, the UK phone rule, date of birth and picture. */
export const ProfileForm = observer(function ProfileForm() {
  const read = useCached(useStore(ProfileStore).getProfile());
  if (!read.data && read.error) {
    return (
      <Stack>
        <ErrorState title="Could not load your profile" error={read.error} onRetry={() => void read.refetch()} />
      </Stack>
    );
  }
  if (!read.data) {
    return (
      <Stack>
        <Card title="Personal details">
          <SkeletonRows rows={4} label="Loading your profile" />
        </Card>
      </Stack>
    );
  }
  return (
    <Stack>
      <Editor saved={read.data} />
      <Membership profile={read.data} />
    </Stack>
  );
});
