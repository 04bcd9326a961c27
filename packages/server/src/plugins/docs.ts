// /api/docs: an interactive reference of openapi/directory.yaml, served offline from swagger-ui-dist.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { paths } from '../config.js';
import type { OpenApiDocument } from '../openapi.js';
import { sendError } from './errors.js';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Annuaire — directory service reference</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>
`;

// an external script: the CSP allows no inline script
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: true, persistAuthorization: true });\n`;

export function registerDocs(app: FastifyInstance, document: OpenApiDocument) {
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/docs/init.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(INIT));
  app.get('/api/docs/openapi.json', async () => document);
  app.get<{ Params: { asset: string } }>('/api/docs/:asset', async (request, reply) => {
    const type = ASSETS[request.params.asset];
    if (!type) return sendError(reply, 404, 'Ressource non trouvée');
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(join(paths.swaggerUi, request.params.asset)));
  });
}
