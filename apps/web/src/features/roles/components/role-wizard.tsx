import type { Role, RoleDetail, RoleStatus } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CardRoot } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { RadioGroup } from '@/components/ui/radio-group';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Steps } from '@/components/ui/steps';
import type { TextFieldBinding } from '@/components/forms/text-field-binding';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { DescriptionList, FormActions } from '@/components/ui/toolbar';
import { useUnsavedChangesPrompt } from '@/hooks/use-unsaved-changes';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import { LAST_ROLE_STEP, ROLE_DESCRIPTION_LIMIT, ROLE_NAME_LIMIT, ROLE_STEPS, RoleDraft } from '../stores/role-draft';
import { groupPermissions, RolesStore } from '../stores/roles-store';
import { PermissionPicker } from './permission-picker';
import { Stack } from '@/components/ui/stack';

const Form = Stack.withComponent('form');

const StepHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  &:focus {
    outline: none;
  }
  span {
    display: block;
    margin-bottom: 0.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 40rem;
`;

const ReviewList = styled(DescriptionList)`
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: 0.5rem;
    }
  }
  ul {
    margin: 0;
    padding-left: 1.125rem;
  }
  dd > button {
    margin-top: 0.5rem;
  }
`;

/** Stays in sight at the bottom of the screen while a long step (the permissions) scrolls. */
const Footer = styled(FormActions)`
  position: sticky;
  bottom: 0;
  z-index: 1;
  margin-top: 0;
  padding: 0.75rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  justify-content: space-between;
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  ${({ theme }) => theme.media.mobile} {
    > div,
    > div > button {
      flex: 1 1 auto;
    }
  }
`;

const STATUS_OPTIONS: { value: RoleStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * Creating or editing a role in three steps: name and description, permissions, review (where the status is set).
 * Leaving with unsaved changes asks first; the server's refusals show under their field on the step that holds it.
 */
export const RoleWizard = observer(function RoleWizard({
  role,
  onDone,
  onCancel,
}: {
  /** The role to edit; a new role without it. */
  role?: RoleDetail;
  onDone: (role: Role) => void;
  onCancel: () => void;
}) {
  const { ui } = useStores();
  const roles = useStore(RolesStore);
  const catalogue = useCached(roles.listPermissions());
  const existing = useCached(roles.listRoles());
  const [draft] = useState(() => new RoleDraft(role, role?.id));
  const [saved, setSaved] = useState<Role | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const key = role ? 'updateRole' : 'createRole';
  const serverErrors = roles.fieldErrors(key);
  const prompt = useUnsavedChangesPrompt(draft.dirty && !saved);

  useEffect(() => {
    if (existing.data) draft.setOtherRoles(existing.data);
  }, [draft, existing.data]);

  // A new step is announced by moving focus to its heading (not on first load: focus stays where the page put it).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [draft.step]);

  // Leaves only once the page has re-rendered without unsaved changes, so the leave prompt does not stop it.
  const reported = useRef(false);
  useEffect(() => {
    if (!saved || reported.current) return;
    reported.current = true;
    onDone(saved);
  }, [saved, onDone]);

  const edited = () => roles.clearError(key);

  const save = async () => {
    if (!draft.isComplete) {
      draft.goTo(LAST_ROLE_STEP);
      return;
    }
    if (role) {
      const body = draft.toUpdateBody();
      if (!body) {
        ui.showToast('info', 'Nothing to save: the role is unchanged');
        onCancel();
        return;
      }
      const result = await roles.updateRole(role.id, body);
      if (result.ok) setSaved(result.data);
      else draft.showServerErrors(result.error.fieldErrorMap);
    } else {
      const result = await roles.createRole(draft.toCreateBody());
      if (result.ok) setSaved(result.data);
      else draft.showServerErrors(result.error.fieldErrorMap);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.step < LAST_ROLE_STEP) draft.next();
    else void save();
  };

  const shown = draft.errorsShown(draft.step);
  // The name and description fields: the draft's value, the step's own error before the server's, and what is typed
  // goes to the draft and clears the server's message.
  const textField = <Key extends 'name' | 'description'>(
    key: Key,
    set: (value: string) => void,
  ): TextFieldBinding<Key> => ({
    name: key,
    value: draft[key],
    error: shown[key] ?? serverErrors[key],
    onChange: (event) => {
      set(event.target.value);
      edited();
    },
  });
  const stepName = ROLE_STEPS[draft.step - 1];
  const pending = roles.isPending(key);
  const groups = catalogue.data ? groupPermissions(catalogue.data) : [];
  const chosen = groups
    .map(({ group, permissions }) => ({
      group,
      names: permissions.filter((permission) => draft.hasPermission(permission.key)).map((p) => p.name),
    }))
    .filter(({ names }) => names.length > 0);

  return (
    <Form gap="1.5rem" onSubmit={onSubmit} noValidate aria-labelledby="role-step-heading">
      <Steps steps={ROLE_STEPS} current={draft.step} label="Steps of the role" />
      <CardRoot>
        <StepHeading id="role-step-heading" ref={headingRef} tabIndex={-1}>
          <span>
            Step {draft.step} of {ROLE_STEPS.length}
          </span>
          {stepName}
        </StepHeading>

        {draft.step === 1 && (
          <Fields>
            <TextInput
              label="Role name"
              autoComplete="off"
              required
              limit={ROLE_NAME_LIMIT}
              {...textField('name', (name) => draft.setName(name))}
            />
            <Textarea
              label="Description (optional)"
              hint="What members with this role do in your kitchen"
              limit={ROLE_DESCRIPTION_LIMIT}
              {...textField('description', (description) => draft.setDescription(description))}
            />
          </Fields>
        )}

        {draft.step === 2 &&
          (catalogue.error && !catalogue.data ? (
            <ErrorState
              title="Could not load the permissions"
              error={catalogue.error}
              onRetry={() => void catalogue.refetch()}
            />
          ) : catalogue.data ? (
            <PermissionPicker draft={draft} groups={groups} error={shown.permissions ?? serverErrors.permissions} />
          ) : (
            <SkeletonRows rows={6} label="Loading the permissions" />
          ))}

        {draft.step === 3 && (
          <Fields>
            <ReviewList>
              <dt>Role name</dt>
              <dd>
                {draft.name.trim()}
                <br />
                <Button variant="secondary" size="sm" onClick={() => draft.goTo(1)}>
                  Change name or description
                </Button>
              </dd>
              <dt>Description</dt>
              <dd>{draft.description.trim() || 'No description'}</dd>
              <dt>Permissions</dt>
              <dd>
                <ul>
                  {chosen.map(({ group, names }) => (
                    <li key={group}>
                      <strong>{group}:</strong> {names.join(', ')}
                    </li>
                  ))}
                </ul>
                <Button variant="secondary" size="sm" onClick={() => draft.goTo(2)}>
                  Change permissions
                </Button>
              </dd>
            </ReviewList>
            <RadioGroup<RoleStatus>
              legend="Status"
              name="status"
              options={STATUS_OPTIONS}
              value={draft.status}
              onChange={(status) => {
                draft.setStatus(status);
                edited();
              }}
              error={serverErrors.status}
            />
            <p>
              {draft.status === 'active'
                ? 'Members can be invited with this role or moved to it straight away.'
                : 'An inactive role cannot be given to anyone until it is made active again.'}
            </p>
          </Fields>
        )}
      </CardRoot>

      <Footer>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <div>
          {draft.step > 1 && (
            <Button variant="secondary" onClick={() => draft.back()}>
              Back
            </Button>
          )}
          <Button type="submit" disabled={pending}>
            {draft.step < LAST_ROLE_STEP ? 'Next' : pending ? 'Saving…' : role ? 'Save changes' : 'Create role'}
          </Button>
        </div>
      </Footer>
      {prompt}
    </Form>
  );
});
