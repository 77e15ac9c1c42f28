import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'listTeamMembers' | 'updateTeamMember' | 'removeTeamMember' | 'listInvites' | 'createInvite' | 'revokeInvite' | 'getInvite' | 'acceptInvite';

/** Handlers for listTeamMembers, updateTeamMember, removeTeamMember, listInvites, createInvite, revokeInvite, getInvite, acceptInvite. */
export function teamHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
