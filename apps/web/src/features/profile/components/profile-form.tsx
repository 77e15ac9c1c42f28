import type { Profile } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { DraftFormActions, DraftFormBody, useDraftForm } from '@/components/forms/draft-form';
import { EmailChange } from '@/components/forms/email-change';
import { BoundTextFields, PERSON_NAME_FIELDS, type TextFieldSpec } from '@/components/forms/bound-text-fields';
import { textFieldBinder } from '@/components/forms/text-field-binding';
import { CachedView } from '@/components/ui/cached-view';
import { Card } from '@/components/ui/card';
import { FileUpload } from '@/components/ui/file-upload';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TextInput } from '@/components/ui/text-input';
import { DescriptionList, FormGrid } from '@/components/ui/toolbar';
import { formatDate } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import {
  draftFromProfile,
  isProfileChanged,
  NAME_LIMIT,
  profileChanges,
  type ProfileDraft,
  type ProfileField,
  typedName,
  typedPhone,
  validateProfile,
} from '../stores/profile-form';
import { ProfileStore } from '../stores/profile-store';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 60rem;
`;

type ProfileTextField = Exclude<ProfileField, 'avatarId'>;

/** What a typed value is kept as: names lose their whitespace, a phone number takes the +44 rule, a date is as picked. */
const TYPED: Record<ProfileTextField, (value: string) => string> = {
  firstName: typedName,
  lastName: typedName,
  phone: typedPhone,
  dob: (value) => value,
};

const NAME_FIELDS = PERSON_NAME_FIELDS.map((spec) => ({ ...spec, limit: NAME_LIMIT }));

/** The optional contact and age fields, after the read-only sign-in address. */
const CONTACT_FIELDS: readonly TextFieldSpec<ProfileTextField>[] = [
  {
    name: 'phone',
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    placeholder: '07700 900123',
    hint: 'A UK number: 07… becomes +44…',
  },
  { name: 'dob', label: 'Date of birth', type: 'date', autoComplete: 'bday', hint: 'You must be 18 or over to sell.' },
];

const Editor = observer(function Editor({ saved }: { saved: Profile }) {
  const profiles = useStore(ProfileStore);
  const { formRef, draft, update, discard, onSubmit, error, mediaField, saving, dirty, prompt } = useDraftForm<
    Profile,
    ProfileDraft,
    ProfileField
  >({
    saved,
    toDraft: draftFromProfile,
    isChanged: isProfileChanged,
    validate: validateProfile,
    store: profiles,
    operation: 'updateProfile',
    submit: (valid) => {
      const changes = profileChanges(valid, saved);
      return Object.keys(changes).length === 0 ? undefined : profiles.updateProfile(changes);
    },
  });
  const errors = Object.fromEntries(Object.keys(TYPED).map((key) => [key, error(key as ProfileTextField)]));
  const field = textFieldBinder(draft, errors, (key, value) => update({ [key]: TYPED[key](value) }, key));

  return (
    <Card title="Personal details" description="Your own details. Your e-mail address is how you sign in.">
      <DraftFormBody ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Personal details">
        <FileUpload
          label="Profile picture"
          purpose="avatar"
          preview
          hint="A square JPEG, PNG or WebP image, at most 10 MB."
          {...mediaField('avatar', 'avatarId')}
        />
        <FormGrid>
          <BoundTextFields fields={NAME_FIELDS} field={field} />
          <TextInput
            label="E-mail address"
            type="email"
            value={saved.email}
            readOnly
            hint="Your sign-in address. Change it below, with a code sent to the new address."
          />
          <BoundTextFields fields={CONTACT_FIELDS} field={field} />
        </FormGrid>
        <DraftFormActions dirty={dirty} saving={saving} onDiscard={discard} />
      </DraftFormBody>
      {prompt}
    </Card>
  );
});

/** The sign-in address, changed only with a code sent to the new one (and the password, or a code to this one). */
const SignInEmail = observer(function SignInEmail({ profile }: { profile: Profile }) {
  const { auth } = useStores();
  const profiles = useStore(ProfileStore);
  return (
    <Card title="Sign-in e-mail" description={`You sign in with ${profile.email}.`}>
      <EmailChange
        currentEmail={profile.email}
        hasPassword={auth.user?.hasPassword ?? false}
        onChanged={() => void profiles.getProfile().refetch()}
      />
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
  return (
    <Stack>
      <CachedView
        read={read}
        errorTitle="Could not load your profile"
        loading={
          <Card title="Personal details">
            <SkeletonRows rows={4} label="Loading your profile" />
          </Card>
        }
      >
        {(profile) => (
          <>
            <Editor saved={profile} />
            <SignInEmail profile={profile} />
            <Membership profile={profile} />
          </>
        )}
      </CachedView>
    </Stack>
  );
});
