import type {
  CreateRoleRequest as CreateRoleBody,
  Permission,
  Role,
  UpdateRoleRequest as UpdateRoleBody,
} from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { type Result, Store } from '@/stores/base/store';

export type { Role, CreateRoleBody, UpdateRoleBody };

/** The permission catalogue changes only with a new release: kept ten minutes once unused. */
const CATALOGUE_KEEP_MS = 10 * 60_000;

/** A group of the catalogue ("Meals") with its permissions, in the server's order. */
export interface PermissionGroup {
  group: string;
  permissions: Permission[];
}

/** The catalogue grouped as the server lists it, groups in order of first appearance. */
export function groupPermissions(permissions: readonly Permission[]): PermissionGroup[] {
  const groups = new Map<string, Permission[]>();
  for (const permission of permissions) {
    const list = groups.get(permission.group) ?? [];
    list.push(permission);
    groups.set(permission.group, list);
  }
  return [...groups].map(([group, list]) => ({ group, permissions: list }));
}

/** Roles of the business (built-in and custom), the permission catalogue, and their changes. */
export class RolesStore extends Store {
  listPermissions() {
    return this.cached(
      'listPermissions',
      async () => (await unwrap(this.root.api.GET('/vendor/permissions'))).data,
      CATALOGUE_KEEP_MS,
    );
  }

  listRoles() {
    return this.cached('listRoles', async () => (await unwrap(this.root.api.GET('/vendor/roles'))).data);
  }

  getRole(roleId: string) {
    return this.cached(`getRole:${roleId}`, async () => {
      const body = await unwrap(this.root.api.GET('/vendor/roles/{roleId}', { params: { path: { roleId } } }));
      return body.data;
    });
  }

  async createRole(body: CreateRoleBody): Promise<Result<Role>> {
    const result = await this.run(
      'createRole',
      async () => (await unwrap(this.root.api.POST('/vendor/roles', { body }))).data,
      { failure: true },
    );
    if (result.ok) {
      this.root.ui.success(`Role "${result.data.name}" created`);
      this.invalidate('listRoles');
    } else this.recheckPermissions(result);
    return result;
  }

  async updateRole(roleId: string, body: UpdateRoleBody): Promise<Result<Role>> {
    const result = await this.run(
      'updateRole',
      async () =>
        (await unwrap(this.root.api.PATCH('/vendor/roles/{roleId}', { params: { path: { roleId } }, body }))).data,
      { failure: true },
    );
    if (result.ok) {
      this.root.ui.success(`Role "${result.data.name}" saved`);
      this.invalidate('listRoles');
      this.invalidate(`getRole:${roleId}`);
    } else this.recheckPermissions(result);
    return result;
  }

  /** Deletes a custom role; the list drops it at once. */
  async deleteRole(role: Pick<Role, 'id' | 'name'>): Promise<Result<unknown>> {
    const result = await this.run(
      `deleteRole:${role.id}`,
      () => unwrap(this.root.api.DELETE('/vendor/roles/{roleId}', { params: { path: { roleId: role.id } } })),
      { success: `Role "${role.name}" deleted`, failure: true },
    );
    if (result.ok) {
      const list = this.listRoles();
      if (list.data) list.set(list.data.filter((row) => row.id !== role.id));
      this.invalidate('listRoles');
      this.invalidate(`getRole:${role.id}`);
    } else this.recheckPermissions(result);
    return result;
  }

  /** Member counts changed elsewhere (a member moved to another role, invited, removed). */
  rolesChanged(): void {
    this.invalidate('listRoles');
    this.invalidate('getRole:');
  }

  /**
   * A refusal for lack of permission means the member's role changed since the page loaded: the signed-in member is
   * read again so the screen stops offering what the role no longer allows.
   */
  private recheckPermissions(result: Result<unknown>): void {
    if (!result.ok && result.error.status === 403) {
      void this.root.auth.getMe();
    }
  }
}
