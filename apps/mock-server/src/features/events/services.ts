import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventHub } from './hub.ts';

/** The channel auth's triggers announce changes to sessions and members on (features/auth/session-cache.ts). */
const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** Live updates: the open event streams of this process, fed by the database's notifications. */
export default fp(
  async function eventServices(app: FastifyInstance) {
    const hub = new EventHub(app, AUTH_CHANGED_CHANNEL);
    app.decorate('events', hub);
    // Open streams would keep the server from closing: each gets an end event first.
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'event-services', dependencies: ['auth-services'] },
);
