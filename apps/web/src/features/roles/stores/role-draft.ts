import { roleSlug } from '@vendor/api-types';
import type { PermissionKey, Role, RoleStatus } from '@vendor/api-types';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { CreateRoleBody, UpdateRoleBody } from './roles-store';

/** How the server keys role names ("Kitchen  Assistant!" and "kitchen-assistant" are the same role). */
export { roleSlug };

/** The steps of creating or editing a role; the counter starts at 1. */
export const ROLE_STEPS = ['Name and description', 'Permissions', 'Review'] as const;
export const FIRST_ROLE_STEP = 1;
export const LAST_ROLE_STEP = ROLE_STEPS.length;

/** Limits of the contract's CreateRoleRequest. */
export const ROLE_NAME_LIMIT = 60;
export const ROLE_DESCRIPTION_LIMIT = 300;

export const ROLE_MESSAGES = {
  nameRequired: 'Enter a name for the role',
  nameTooLong: `Use at most ${ROLE_NAME_LIMIT} characters`,
  descriptionTooLong: `Use at most ${ROLE_DESCRIPTION_LIMIT} characters`,
  permissionsRequired: 'Choose at least one permission',
  nameTaken: 'A role with this name already exists',
  nameNeedsLetter: 'Use at least one letter or digit',
} as const;

export type RoleDraftField = 'name' | 'description' | 'permissions';
type RoleFields = Pick<Role, 'name' | 'description' | 'status' | 'permissions'>;

/** The step on which a field is edited, so a refusal of the server can take the member back to it. */
const STEP_OF_FIELD: Record<RoleDraftField, number> = { name: 1, description: 1, permissions: 2 };

/** Names as the server stores them: trimmed, inner runs of spaces made one. */
const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');

const snapshot = (fields: RoleFields) =>
  JSON.stringify([
    normaliseName(fields.name),
    (fields.description ?? '').trim(),
    fields.status,
    [...fields.permissions].sort(),
  ]);

/**
 * A role being created or edited, step by step: 1 name and description, 2 permissions (each toggled on or off),
 * 3 review with the status (active unless changed). A step's errors show once the member tries to leave it.
 */
export class RoleDraft {
  step = FIRST_ROLE_STEP;
  name: string;
  description: string;
  status: RoleStatus;
  permissions: PermissionKey[];
  /** Steps the member tried to move on from: their errors are shown. */
  attempted = new Set<number>();
  /** The kitchen's other roles, so a name already in use is caught on the first step. */
  otherRoles: readonly Pick<Role, 'id' | 'slug'>[] = [];
  private readonly initial: RoleFields;

  constructor(
    role?: RoleFields,
    private readonly roleId?: string,
  ) {
    this.initial = {
      name: role?.name ?? '',
      description: role?.description ?? '',
      status: role?.status ?? 'active',
      permissions: [...(role?.permissions ?? [])],
    };
    this.name = this.initial.name;
    this.description = this.initial.description ?? '';
    this.status = this.initial.status;
    this.permissions = [...this.initial.permissions];
    makeObservable<RoleDraft, 'initial'>(this, {
      step: observable,
      name: observable,
      description: observable,
      status: observable,
      permissions: observable,
      attempted: observable,
      otherRoles: observableRef,
      initial: false,
      setOtherRoles: action,
      errors: computed,
      isComplete: computed,
      dirty: computed,
      setName: action,
      setDescription: action,
      setStatus: action,
      togglePermission: action,
      next: action,
      back: action,
      goTo: action,
      showServerErrors: action,
    });
  }

  setOtherRoles(roles: readonly Pick<Role, 'id' | 'slug'>[]): void {
    this.otherRoles = roles.filter((role) => role.id !== this.roleId);
  }

  setName(name: string): void {
    this.name = name;
  }

  setDescription(description: string): void {
    this.description = description;
  }

  setStatus(status: RoleStatus): void {
    this.status = status;
  }

  /** Adds the permission when the role lacks it, removes it when the role has it. */
  togglePermission(key: PermissionKey): void {
    const index = this.permissions.indexOf(key);
    if (index === -1) this.permissions.push(key);
    else this.permissions.splice(index, 1);
  }

  hasPermission(key: PermissionKey): boolean {
    return this.permissions.includes(key);
  }

  /** Every problem of the draft, by field. */
  get errors(): Partial<Record<RoleDraftField, string>> {
    const errors: Partial<Record<RoleDraftField, string>> = {};
    const name = normaliseName(this.name);
    if (!name) errors.name = ROLE_MESSAGES.nameRequired;
    else if (name.length > ROLE_NAME_LIMIT) errors.name = ROLE_MESSAGES.nameTooLong;
    else if (!roleSlug(name)) errors.name = ROLE_MESSAGES.nameNeedsLetter;
    else if (this.otherRoles.some((role) => role.slug === roleSlug(name))) errors.name = ROLE_MESSAGES.nameTaken;
    if (this.description.trim().length > ROLE_DESCRIPTION_LIMIT) errors.description = ROLE_MESSAGES.descriptionTooLong;
    if (this.permissions.length === 0) errors.permissions = ROLE_MESSAGES.permissionsRequired;
    return errors;
  }

  /** The errors of one step, shown once the member has tried to leave it. */
  errorsShown(step: number): Partial<Record<RoleDraftField, string>> {
    if (!this.attempted.has(step)) return {};
    return Object.fromEntries(
      Object.entries(this.errors).filter(([field]) => STEP_OF_FIELD[field as RoleDraftField] === step),
    );
  }

  private isStepValid(step: number): boolean {
    return Object.keys(this.errors).every((field) => STEP_OF_FIELD[field as RoleDraftField] !== step);
  }

  /** Moves on when the current step is complete; otherwise shows its errors and stays. */
  next(): boolean {
    this.attempted.add(this.step);
    if (!this.isStepValid(this.step) || this.step >= LAST_ROLE_STEP) return false;
    this.step += 1;
    return true;
  }

  /** Going back is allowed from any step above the first. */
  back(): void {
    if (this.step > FIRST_ROLE_STEP) this.step -= 1;
  }

  /** Jumps to an earlier step, or to a later one whose earlier steps are all complete. */
  goTo(step: number): boolean {
    if (step < FIRST_ROLE_STEP || step > LAST_ROLE_STEP) return false;
    for (let earlier = FIRST_ROLE_STEP; earlier < step; earlier++) {
      if (!this.isStepValid(earlier)) {
        this.attempted.add(earlier);
        this.step = earlier;
        return false;
      }
    }
    this.step = step;
    return true;
  }

  /** Whether every step is complete, so the role can be saved. */
  get isComplete(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Something differs from the role as it was opened. */
  get dirty(): boolean {
    return snapshot(this) !== snapshot(this.initial);
  }

  /**
   * After the server refused the draft naming fields (a name already taken): back to the first step holding one of
   * them, where the server's message shows under its field.
   */
  showServerErrors(fieldErrors: Record<string, string>): void {
    const steps = Object.keys(fieldErrors)
      .map((field) => STEP_OF_FIELD[field.split('.')[0] as RoleDraftField])
      .filter((step): step is number => step !== undefined);
    if (steps.length) this.step = Math.min(...steps);
  }

  toCreateBody(): CreateRoleBody {
    const description = this.description.trim();
    return {
      name: normaliseName(this.name),
      description: description || null,
      status: this.status,
      permissions: [...this.permissions],
    };
  }

  /** Only what changed (the contract refuses an empty update); null when nothing did. */
  toUpdateBody(): UpdateRoleBody | null {
    const body: UpdateRoleBody = {};
    const name = normaliseName(this.name);
    if (name !== normaliseName(this.initial.name)) body.name = name;
    const description = this.description.trim();
    if (description !== (this.initial.description ?? '').trim()) body.description = description || null;
    if (this.status !== this.initial.status) body.status = this.status;
    const sorted = (list: readonly string[]) => [...list].sort().join(',');
    if (sorted(this.permissions) !== sorted(this.initial.permissions)) body.permissions = [...this.permissions];
    return Object.keys(body).length ? body : null;
  }
}
