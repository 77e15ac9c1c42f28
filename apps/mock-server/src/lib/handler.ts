import type { operations } from '@vendor/api-types';
import type { operations as StorefrontOperations } from '@vendor/api-types/storefront';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where the contract's paths are served. */
export const API_PREFIX = '/api/v1';
/** Where the storefront contract's paths are served. */
export const STOREFRONT_PREFIX = '/api/storefront/v1';

export type OperationId = keyof operations;
export type StorefrontOperationId = keyof StorefrontOperations;

type JsonOf<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'multipart/form-data': infer M } }
    ? M
    : never;

// Each helper takes the operations of a contract (the vendor API's or the storefront's) and an operationId of it.
type BodyIn<O> = O extends { requestBody: infer R }
  ? JsonOf<R>
  : O extends { requestBody?: infer R }
    ? JsonOf<NonNullable<R>>
    : undefined;
type QueryIn<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : Record<string, never>;
type ParamsIn<O> = O extends { parameters: { path?: infer P } } ? NonNullable<P> : Record<string, never>;
type ResultIn<O> = O extends { responses: infer R }
  ? R[Extract<keyof R, 200 | 201 | 202>] extends { content: { 'application/json': infer B } }
    ? B
    : unknown
  : unknown;
type RequestIn<O> = FastifyRequest<{ Body: BodyIn<O>; Querystring: QueryIn<O>; Params: ParamsIn<O> }>;
type HandlerIn<O> = (request: RequestIn<O>, reply: FastifyReply) => Promise<ResultIn<O> | FastifyReply>;

/** Request body of an operation as the contract defines it. */
export type BodyOf<K extends OperationId> = BodyIn<operations[K]>;
export type QueryOf<K extends OperationId> = QueryIn<operations[K]>;
export type ParamsOf<K extends OperationId> = ParamsIn<operations[K]>;
/** The JSON body of an operation's success response. */
export type ResultOf<K extends OperationId> = ResultIn<operations[K]>;
export type RequestOf<K extends OperationId> = RequestIn<operations[K]>;

/** A handler for one operation: typed request in, the contract's success body out. */
export type Handler<K extends OperationId> = HandlerIn<operations[K]>;

/** A feature's handlers, keyed by operationId. */
export type HandlerMap<K extends OperationId> = { [P in K]: Handler<P> };

/** A handler for every operation of the contract, no more and no fewer. */
export type Handlers = { [K in OperationId]: Handler<K> };

/** The storefront contract's operations (openapi/storefront-api.yaml), typed the same way. */
export type StorefrontBodyOf<K extends StorefrontOperationId> = BodyIn<StorefrontOperations[K]>;
export type StorefrontResultOf<K extends StorefrontOperationId> = ResultIn<StorefrontOperations[K]>;
export type StorefrontHandler<K extends StorefrontOperationId> = HandlerIn<StorefrontOperations[K]>;
export type StorefrontHandlers = { [K in StorefrontOperationId]: StorefrontHandler<K> };

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

/**
 * A page whose items the database wrote as JSON text, each already in the contract's shape (the orders list): sent as
 * written, inside the envelope the route's own serialiser writes for the paging metadata, so a page of orders is not
 * parsed from the database's text only to be written out again. The item's shape is the statement's to keep: the
 * contract suite checks every answer against the schema, and the orders tests check the text against what the route's
 * serialiser makes of it.
 */
export class JsonPage<M extends object = object> {
  constructor(
    readonly items: readonly string[],
    readonly page: { pageNumber: number; pageSize: number; total: number },
    readonly extra?: M,
  ) {}

  /** The answer's JSON: the envelope of an empty page by `serialize`, the items written into its `data`. */
  text(serialize: (envelope: ReturnType<typeof paged>) => string): string {
    const envelope = serialize(paged([], this.page, this.extra));
    const at = envelope.indexOf(EMPTY_DATA);
    if (at < 0) throw new Error(`the envelope has no ${EMPTY_DATA}: ${envelope.slice(0, 80)}`);
    const end = at + EMPTY_DATA.length - 1;
    return `${envelope.slice(0, end)}${this.items.join(',')}${envelope.slice(end)}`;
  }
}

const EMPTY_DATA = '"data":[]';
