// Tag "files": stored images, served with nosniff and long immutable caching (names are never reused).
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../plugins/errors.js';
import { acceptsWebp, contentTypeOf, KeptFiles, WebpVariants, type UploadArea } from '../services/files.js';
import type { RouteHandlers } from './index.js';
import { paramsOf } from './types.js';

export function fileRoutes(ctx: AppContext): RouteHandlers {
  const webpVariants = new WebpVariants();
  const keptFiles = new KeptFiles();

  function send(reply: FastifyReply, contentType: string, length: number, body: Readable | Buffer) {
    return reply
      .header('content-type', contentType)
      .header('content-length', length)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }

  async function serve(request: FastifyRequest, reply: FastifyReply, area: UploadArea, name: string) {
    // streamed from the storage (folder or bucket) through this service: same origin and CSP as the pages, and no
    // signed URL that would expire inside a cached page. A HEAD asks the storage for the length only: opening the
    // file (a GET from the bucket) for a body that is never sent kept the object's download going.
    const head = request.method === 'HEAD';
    const contentType = contentTypeOf(name);
    // A JPEG goes as WebP to a browser that takes it (WebpVariants), so its answer depends on Accept. A HEAD answers
    // the stored JPEG's length (a WebP not made yet would need the file's bytes).
    const jpeg = contentType === 'image/jpeg';
    if (jpeg) reply.header('vary', 'Accept');
    if (jpeg && !head && acceptsWebp(request.headers.accept)) {
      const key = `${area}/${name}`;
      const kept = webpVariants.kept(key);
      if (kept?.webp) {
        // the file may have been removed since (the variant outlives it in memory)
        if ((await ctx.files.size(area, name)) === undefined) throw notFound('Fichier non trouvé');
        return send(reply, 'image/webp', kept.webp.length, kept.webp);
      }
      if (!kept) {
        const file = await ctx.files.read(area, name);
        if (!file) throw notFound('Fichier non trouvé');
        const bytes = await buffer(file.body);
        const webp = await webpVariants.make(key, bytes);
        return webp ? send(reply, 'image/webp', webp.length, webp) : send(reply, contentType, bytes.length, bytes);
      }
    }
    // (Fastify's HEAD handling drains a stream body, and answers 0 as the length of an absent one: an empty stream.)
    if (head) {
      const length = await ctx.files.size(area, name);
      if (length === undefined) throw notFound('Fichier non trouvé');
      return send(reply, contentType, length, Readable.from([]));
    }
    const key = `${area}/${name}`;
    const kept = keptFiles.get(key);
    if (kept) {
      if ((await ctx.files.size(area, name)) === undefined) {
        keptFiles.forget(key);
        throw notFound('Fichier non trouvé');
      }
      return send(reply, contentType, kept.length, kept);
    }
    const file = await ctx.files.read(area, name);
    if (!file) throw notFound('Fichier non trouvé');
    if (file.length > KeptFiles.MAX_FILE_BYTES) return send(reply, contentType, file.length, file.body);
    const bytes = await buffer(file.body);
    keptFiles.keep(key, bytes);
    return send(reply, contentType, bytes.length, bytes);
  }
  return {
    getCompanyImage: (request, reply) => serve(request, reply, 'companies', paramsOf(request, 'getCompanyImage').file),
    getFile: (request, reply) => serve(request, reply, 'files', paramsOf(request, 'getFile').name),
    getAdImage: (request, reply) => serve(request, reply, 'ads', paramsOf(request, 'getAdImage').name),
  };
}
