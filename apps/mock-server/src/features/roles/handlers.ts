import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'listPermissions' | 'listRoles' | 'createRole' | 'getRole' | 'updateRole' | 'deleteRole';

/** Handlers for listPermissions, listRoles, createRole, getRole, updateRole, deleteRole. */
export function roleHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
