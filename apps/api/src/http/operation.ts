import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { operations } from '../generated/schema.gen.js';

/** Every operationId of the contract, as the generated types know them. */
export type OperationId = keyof operations;

/** A request's JSON body; none when the operation takes none or a multipart form (its handler streams it). */
type BodyOf<T> = [T] extends [never]
  ? undefined
  : T extends { content: { 'application/json': infer Json } }
    ? Json
    : undefined;

/** A success answer's JSON; `unknown` for a file sent as bytes, `undefined` for an empty answer. */
type AnswerOf<T> = T extends { content: { 'application/json': infer Json } }
  ? Json
  : T extends { content: object }
    ? unknown
    : undefined;

type SuccessCodes = 200 | 201 | 202 | 204;

/**
 * The route's types, all read from the generated contract: the JSON body (multipart bodies are streamed by
 * their handlers, so there is none to read), the path, query and header parameters, and the answer of each
 * success status, so a handler returns what the contract says and `reply.code` takes only its statuses.
 */
export interface OperationRoute<Id extends OperationId> {
  Body: BodyOf<NonNullable<operations[Id]['requestBody']>>;
  Params: NonNullable<operations[Id]['parameters']['path']>;
  Querystring: NonNullable<operations[Id]['parameters']['query']>;
  Headers: NonNullable<operations[Id]['parameters']['header']>;
  Reply: {
    [Code in keyof operations[Id]['responses'] & SuccessCodes]: AnswerOf<operations[Id]['responses'][Code]>;
  };
}

type Server = RawServerDefault;
type RawRequest = RawRequestDefaultExpression;
type RawReply = RawReplyDefaultExpression;

/**
 * The handler of one operation: a plain handler, or route options (hooks such as rate limits) with one. Its
 * request and reply are typed from the contract, so no handler casts what it was sent.
 */
export type OperationHandler<Id extends OperationId> =
  | RouteHandlerMethod<Server, RawRequest, RawReply, OperationRoute<Id>>
  | RouteShorthandOptionsWithHandler<Server, RawRequest, RawReply, OperationRoute<Id>>;

/** What a module serves: handlers by operationId, where a misspelt or foreign id fails the type check. */
export type ModuleOperations = { [Id in OperationId]?: OperationHandler<Id> };
