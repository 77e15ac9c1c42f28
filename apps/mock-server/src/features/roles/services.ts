import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBuiltInRoles } from './queries.ts';

/** Roles' service: the built-in roles sign-up gives a new business. */
export default fp(
  async function roleServices(app: FastifyInstance) {
    app.decorate('builtInRoles', { createFor: createBuiltInRoles });
  },
  { name: 'role-services' },
);
