// Every request: the contract's validator, its id answered back (and which process answered), its one log line.
import fp from 'fastify-plugin';
import { registerRequestLog } from '../plugins/requestLog.js';
import { compileValidator } from '../validation.js';
import type { BuildAppOptions } from './options.js';

export const requestsPlugin = fp<BuildAppOptions>(
  async (app, { config }) => {
    app.setValidatorCompiler(compileValidator);
    if (config.workerIdHeader) {
      // which process of the cluster answered (WORKER_ID_HEADER=true: tests and diagnosis only)
      app.addHook('onRequest', async (_request, reply) => {
        reply.header('x-worker', String(process.pid));
      });
    }
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    registerRequestLog(app, config.requestLog);
  },
  { name: 'annuaire-requests', fastify: '5.x' },
);
