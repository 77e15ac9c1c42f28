import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from './storage.ts';

/** Uploads' service: where files live (local disk by default, S3-compatible when S3_BUCKET is set). */
export default fp(
  async function uploadServices(app: FastifyInstance) {
    app.decorate('storage', createStorage(app.env));
  },
  { name: 'upload-services' },
);
