import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'uploadFile' | 'downloadFile';

/** Handlers for uploadFile, downloadFile. */
export function uploadHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
