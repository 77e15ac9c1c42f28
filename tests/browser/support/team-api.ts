import { apiUrl } from './server.ts';

/** A call to the API as a signed-in member; throws with the server's message on failure. */
export async function apiCall<T = unknown>(
  baseUrl: string,
  token: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(apiUrl(baseUrl, pathname), {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${json.message ?? ''}`);
  return json;
}

interface RoleRow {
  id: string;
  name: string;
  slug: string;
}

/** The roles of the member's kitchen. */
export async function listRoles(baseUrl: string, token: string): Promise<RoleRow[]> {
  return (await apiCall<{ data: RoleRow[] }>(baseUrl, token, 'GET', '/vendor/roles')).data;
}

/** Creates a custom role through the API (a journey's own data, deleted again by the journey). */
export async function createRole(baseUrl: string, token: string, name: string, permissions: string[]) {
  return (await apiCall<{ data: RoleRow }>(baseUrl, token, 'POST', '/vendor/roles', { name, permissions })).data;
}

/** Deletes the roles of this journey that are still there (by name), ignoring those already gone. */
export async function deleteRolesNamed(baseUrl: string, token: string, names: string[]): Promise<void> {
  const roles = await listRoles(baseUrl, token);
  for (const role of roles.filter((row) => names.includes(row.name))) {
    await apiCall(baseUrl, token, 'DELETE', `/vendor/roles/${role.id}`).catch(() => undefined);
  }
}

interface InviteRow {
  id: string;
  email: string;
  status: string;
}

/** Revokes the pending invitations of these addresses (a journey's own), ignoring the rest. */
export async function revokeInvitesOf(baseUrl: string, token: string, emails: string[]): Promise<void> {
  const invites = (await apiCall<{ data: InviteRow[] }>(baseUrl, token, 'GET', '/vendor/invites?status=pending')).data;
  for (const invite of invites.filter((row) => emails.includes(row.email))) {
    await apiCall(baseUrl, token, 'DELETE', `/vendor/invites/${invite.id}`).catch(() => undefined);
  }
}
