// Typed access to a request's validated parts, from the contract's generated types (the server imports only
// @annuaire/api/schema). The glue has validated them against openapi/directory.yaml before the handler runs.
import type { components, operations } from '@annuaire/api/schema';
import type { FastifyRequest } from 'fastify';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type Parameters<Op extends OperationId> = operations[Op]['parameters'];
type JsonBody<Op extends OperationId> = operations[Op] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : never;

export const bodyOf = <Op extends OperationId>(request: FastifyRequest, _operation: Op) => request.body as JsonBody<Op>;
export const paramsOf = <Op extends OperationId>(request: FastifyRequest, _operation: Op) =>
  request.params as NonNullable<Parameters<Op>['path']>;
export const queryOf = <Op extends OperationId>(request: FastifyRequest, _operation: Op) =>
  (request.query ?? {}) as NonNullable<Parameters<Op>['query']>;
export const headersOf = <Op extends OperationId>(request: FastifyRequest, _operation: Op) =>
  request.headers as NonNullable<Parameters<Op>['header']> & Record<string, string | string[] | undefined>;
