// Typed access to a request's validated parts, from the contract's generated types (the server imports only
// @annuaire/api/schema). The glue has validated them against openapi/directory.yaml before the handler runs.
import type { components, operations } from '@annuaire/api/schema';
import type { FastifyRequest } from 'fastify';
import type { EMPTY_ACCEPTED } from '../plugins/forms.js';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type Parameters<Op extends OperationId> = operations[Op]['parameters'];
type JsonBody<Op extends OperationId> = operations[Op] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : never;

type FormBody<Op extends OperationId> = operations[Op] extends { requestBody: { content: { 'multipart/form-data': infer B } } }
  ? B
  : operations[Op] extends { requestBody?: { content: { 'multipart/form-data': infer B } } }
    ? B
    : never;
type EmptyAccepted<Op> = Op extends keyof typeof EMPTY_ACCEPTED ? (typeof EMPTY_ACCEPTED)[Op][number] : never;
/** A multipart form's text values as validated (src/plugins/forms.ts); files are read with uploadsOf. */
export type FormOf<Op extends OperationId> = { [K in keyof FormBody<Op>]: K extends EmptyAccepted<Op> ? FormBody<Op>[K] | '' : FormBody<Op>[K] };

export const bodyOf = <Op extends OperationId>(request: FastifyRequest, _operation: Op) => request.body as JsonBody<Op>;
export const formOf = <Op extends OperationId>(request: FastifyRequest, _operation: Op) => request.body as FormOf<Op>;
export const paramsOf = <Op extends OperationId>(request: FastifyRequest, _operation: Op) => request.params as NonNullable<Parameters<Op>['path']>;
export const queryOf = <Op extends OperationId>(request: FastifyRequest, _operation: Op) => (request.query ?? {}) as NonNullable<Parameters<Op>['query']>;
export const headersOf = <Op extends OperationId>(request: FastifyRequest, _operation: Op) =>
  request.headers as NonNullable<Parameters<Op>['header']> & Record<string, string | string[] | undefined>;
