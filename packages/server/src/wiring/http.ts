// HTTP around every route: the error shape, security headers, cookies, ETags, compression, rate limits, uploads,
// the signed-in user and the audit of writes, and CSV bodies.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { registerAudit } from '../plugins/audit.js';
import { registerAuth } from '../plugins/auth.js';
import { registerErrorHandling } from '../plugins/errors.js';
import { securityHeadersFor } from '../plugins/security.js';
import { MAX_UPLOAD_BYTES } from '../services/files.js';
import { charsetOf, decodeCsv } from '../services/memberCsv.js';
import type { BuildAppOptions } from './options.js';

export const httpPlugin = fp<BuildAppOptions>(
  async (app, { config }) => {
    registerErrorHandling(app);
    // Helmet's middleware is built once: @fastify/helmet 13 builds it again for every request (the CSP parsed anew each
    // time, ~40 µs and its garbage on a cached company page that costs ~250 µs in all). Same headers, same hook.
    const securityHeaders = helmet(securityHeadersFor(config));
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
    // the pages' language cookie and the read-your-writes cookie, read and written by one parser
    await app.register(cookie);
    // ETags are computed on the uncompressed body: etag's onSend runs before compress's
    await app.register(etag);
    // @fastify/compress hooks each route added after it: the pages' route (GET /*) included
    await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
    const { routeLimitStore } = app.platform.shared;
    await app.register(rateLimit, {
      global: false,
      ...(routeLimitStore ? { store: routeLimitStore } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: 'Trop de requêtes, veuillez réessayer plus tard.',
        retryAfter: context.after,
      }),
    });
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 100 } });
    registerAuth(app);
    registerAudit(app);
    // CSV bodies (importChamberMembers) reach the handler as text, read in the encoding the file was saved in
    // (services/memberCsv.ts decodeCsv); the route's bodyLimit bounds them (413 above)
    app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (request, body, done) =>
      done(null, decodeCsv(body as Buffer, charsetOf(request.headers['content-type']))),
    );
  },
  { name: 'annuaire-http', fastify: '5.x', dependencies: ['annuaire-platform', 'annuaire-context'] },
);
