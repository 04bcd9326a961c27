// Tag "files": stored images, served with nosniff and long immutable caching (names are never reused).
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../plugins/errors.js';
import { contentTypeOf, type UploadArea } from '../services/files.js';
import type { RouteHandlers } from './index.js';
import { paramsOf } from './types.js';

export function fileRoutes(ctx: AppContext): RouteHandlers {
  async function serve(request: FastifyRequest, reply: FastifyReply, area: UploadArea, name: string) {
    // streamed from the storage (folder or bucket) through this service: same origin and CSP as the pages, and no
    // signed URL that would expire inside a cached page. A HEAD asks the storage for the length only: opening the
    // file (a GET from the bucket) for a body that is never sent kept the object's download going.
    const head = request.method === 'HEAD';
    // (Fastify's HEAD handling drains a stream body, and answers 0 as the length of an absent one: an empty stream.)
    const file = head
      ? await ctx.files.size(area, name).then((length) => (length === undefined ? undefined : { length, body: Readable.from([]) }))
      : await ctx.files.read(area, name);
    if (!file) throw notFound('Fichier non trouvé');
    return reply
      .header('content-type', contentTypeOf(name))
      .header('content-length', file.length)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  }
  return {
    getCompanyImage: (request, reply) => serve(request, reply, 'companies', paramsOf(request, 'getCompanyImage').file),
    getFile: (request, reply) => serve(request, reply, 'files', paramsOf(request, 'getFile').name),
    getAdImage: (request, reply) => serve(request, reply, 'ads', paramsOf(request, 'getAdImage').name),
  };
}
