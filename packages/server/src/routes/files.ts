// Tag "files": stored images, served with nosniff and long immutable caching (names are never reused).
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../plugins/errors.js';
import { contentTypeOf, type UploadArea } from '../services/files.js';
import type { RouteHandlers } from './index.js';
import { paramsOf } from './types.js';

export function fileRoutes(ctx: AppContext): RouteHandlers {
  async function serve(reply: FastifyReply, area: UploadArea, name: string) {
    // streamed from the storage (folder or bucket) through this service: same origin and CSP as the pages, and no
    // signed URL that would expire inside a cached page
    const file = await ctx.files.read(area, name);
    if (!file) throw notFound('Fichier non trouvé');
    return reply
      .header('content-type', contentTypeOf(name))
      .header('content-length', file.length)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  }
  return {
    getCompanyImage: (request, reply) => serve(reply, 'companies', paramsOf(request, 'getCompanyImage').file),
    getFile: (request, reply) => serve(reply, 'files', paramsOf(request, 'getFile').name),
    getAdImage: (request, reply) => serve(reply, 'ads', paramsOf(request, 'getAdImage').name),
  };
}
