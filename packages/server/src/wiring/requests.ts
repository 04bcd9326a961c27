// Every request: the contract's validator, its id answered back (and which process answered, and on /api which build
// of the web app this service serves), its one log line.
import fp from 'fastify-plugin';
import { registerRequestLog } from '../plugins/requestLog.js';
import { compileValidator } from '../validation.js';
import { APP_BUILD_HEADER, readAppBuild } from '../web/appBuild.js';
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
    const appBuild = readAppBuild(config.appDist);
    if (appBuild !== undefined) {
      app.addHook('onRequest', async (request, reply) => {
        if (request.url.startsWith('/api/')) reply.header(APP_BUILD_HEADER, appBuild);
      });
    }
    registerRequestLog(app, config.requestLog);
  },
  { name: 'annuaire-requests', fastify: '5.x' },
);
