import type { paths } from '@annuaire/api';
import { createOpenApiHttp } from 'openapi-msw';
import { setupServer } from 'msw/node';

/** The origin the test client calls; MSW answers for it. */
export const TEST_ORIGIN = 'http://annuaire.test';

/**
 * Handlers typed from the OpenAPI document: a mock whose path, parameters or body no longer match the contract
 * fails type-checking.
 */
export const api = createOpenApiHttp<paths>({ baseUrl: TEST_ORIGIN });

/** Every test runs against this server; a request without a handler fails the test (setup.ts). */
export const server = setupServer();
