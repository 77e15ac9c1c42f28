import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Switch } from '@/components/ui/switch';
import { useStores } from '@/stores/stores-context';
import type { RoleDraft } from '../stores/role-draft';
import type { PermissionGroup } from '../stores/roles-store';
import { TwoColumns } from '@/components/ui/stack';

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0.75rem 1rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  legend {
    padding: 0 0.375rem;
    font-weight: 700;
  }
  > div {
    padding: 0.375rem 0;
  }
  > div + div {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Summary = styled.p<{ invalid: boolean }>`
  margin-bottom: 1rem;
  color: ${({ theme, invalid }) => (invalid ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ invalid }) => (invalid ? 600 : 400)};
`;

/**
 * The permission catalogue as switches grouped by area. A member can give only permissions they hold themselves:
 * the others are shown but cannot be switched on.
 */
export const PermissionPicker = observer(function PermissionPicker({
  draft,
  groups,
  error,
}: {
  draft: RoleDraft;
  groups: PermissionGroup[];
  error?: string;
}) {
  const { auth } = useStores();
  const count = draft.permissions.length;
  return (
    <>
      <Summary id="role-permissions-summary" invalid={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? `${count} ${count === 1 ? 'permission' : 'permissions'} chosen.`}
      </Summary>
      <TwoColumns>
        {groups.map(({ group, permissions }) => (
          <Group key={group}>
            <legend>{group}</legend>
            {permissions.map((permission) => {
              const on = draft.hasPermission(permission.key);
              const grantable = auth.can(permission.key);
              return (
                <Switch
                  key={permission.key}
                  label={permission.name}
                  description={
                    grantable || on
                      ? permission.description
                      : `${permission.description} You do not hold this permission, so you cannot give it.`
                  }
                  checked={on}
                  disabled={!on && !grantable}
                  onChange={() => draft.togglePermission(permission.key)}
                />
              );
            })}
          </Group>
        ))}
      </TwoColumns>
    </>
  );
});
