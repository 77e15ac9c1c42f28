import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInvitations } from './invitations.ts';
import { listTeamMembers } from './queries.ts';
import { toTeamMember } from './view.ts';

/** Team's services: invitations (auth's Google flow accepts them) and the members holding a role (for roles). */
export default fp(
  async function teamServices(app: FastifyInstance) {
    app.decorate('invitations', createInvitations(app));
    app.decorate('teamMembers', {
      withRole: async (businessId: string, roleId: string) =>
        (await listTeamMembers(app.prisma, { businessId, roleId })).map(toTeamMember),
    });
  },
  { name: 'team-services' },
);
