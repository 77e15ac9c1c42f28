import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordSignIn, recordTeamChange } from './account-activity.ts';
import { deliverDue, NotificationWorker } from './deliver.ts';

/** Notifications to members: account activity for auth and team, and the worker that sends what is due. */
export default fp(
  async function notificationServices(app: FastifyInstance) {
    const senders = () => ({ mailer: app.mailer, sms: app.sms });
    app.decorate('notifications', {
      async signedIn(signIn) {
        // Bookkeeping must never stand between a member and their sign-in.
        try {
          await recordSignIn(app, { ...signIn, at: app.clock.now() });
        } catch (error) {
          app.log.error({ err: error, userId: signIn.userId }, 'notifications: could not record the sign-in device');
        }
      },
      teamChanged: (tx, change) => recordTeamChange(tx, change, app.clock.now()),
      deliverDue: (override) => deliverDue(app, { ...senders(), ...override }),
    });
    if (app.env.notificationWorker) {
      const worker = new NotificationWorker(app, senders);
      app.addHook('onReady', async () => worker.start());
      app.addHook('preClose', () => worker.stop());
    }
  },
  { name: 'notification-services' },
);
