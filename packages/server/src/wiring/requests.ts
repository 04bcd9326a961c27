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
    // One callback hook for these headers: every request runs it, the built files and the kept pages included (an
    // async hook each cost a promise and a turn of the microtask queue per request).
    const worker = config.workerIdHeader ? String(process.pid) : undefined;
    const appBuild = readAppBuild(config.appDist);
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      // which process of the cluster answered (WORKER_ID_HEADER=true: tests and diagnosis only)
      if (worker !== undefined) reply.header('x-worker', worker);
      if (appBuild !== undefined && request.url.startsWith('/api/')) reply.header(APP_BUILD_HEADER, appBuild);
      done();
    });
    registerRequestLog(app, config.requestLog);
  },
  { name: 'annuaire-requests', fastify: '5.x' },
);
