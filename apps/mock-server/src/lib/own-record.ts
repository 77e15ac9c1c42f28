import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { ok } from './handler.ts';

/**
 * The handler that answers a record the caller owns, keyed by the session: their business's (businessId) or their
 * own as a user (userId). `read` returns the row (creating it with its defaults where the record starts empty) and
 * `view` shapes it as the contract answers it.
 */
export function readOwnRecord<Row, View>(
  app: FastifyInstance,
  owner: 'businessId' | 'userId',
  read: (prisma: PrismaClient, id: string) => Promise<Row>,
  view: (row: Row) => View,
) {
  return async (request: FastifyRequest) => ok(view(await read(app.prisma, request.auth[owner])));
}
