import type { operations } from '@vendor/api-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where the contract's paths are served. */
export const API_PREFIX = '/api/v1';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type JsonOf<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'multipart/form-data': infer M } }
    ? M
    : never;

/** Request body of an operation as the contract defines it. */
export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: infer R }
    ? JsonOf<R>
    : Op<K> extends { requestBody?: infer R }
      ? JsonOf<NonNullable<R>>
      : undefined;
export type QueryOf<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : Record<string, never>;
export type ParamsOf<K extends OperationId> = Op<K>['parameters'] extends { path?: infer P }
  ? NonNullable<P>
  : Record<string, never>;

type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessCode<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202>;
/** The JSON body of an operation's success response. */
export type ResultOf<K extends OperationId> = Responses<K>[SuccessCode<K>] extends {
  content: { 'application/json': infer B };
}
  ? B
  : unknown;

export type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: ParamsOf<K>;
}>;

/** A handler for one operation: typed request in, the contract's success body out. */
export type Handler<K extends OperationId> = (
  request: RequestOf<K>,
  reply: FastifyReply,
) => Promise<ResultOf<K> | FastifyReply>;

/** A feature's handlers, keyed by operationId. */
export type HandlerMap<K extends OperationId> = { [P in K]: Handler<P> };

/** A handler for every operation of the contract, no more and no fewer. */
export type Handlers = { [K in OperationId]: Handler<K> };

/** Wraps data in the success envelope. */
export const ok = <T>(data: T) => ({ success: true as const, status: 'success' as const, data });

/** Success envelope with paging metadata. */
export function paged<T, M extends object = object>(
  data: T[],
  page: { pageNumber: number; pageSize: number; total: number },
  extra?: M,
) {
  return {
    success: true as const,
    status: 'success' as const,
    data,
    meta: {
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      totalNumberOfRecords: page.total,
      totalNumberOfPages: Math.ceil(page.total / page.pageSize),
      ...(extra ?? ({} as M)),
    },
  };
}
