// A map tile server for the end-to-end runs: every /tiles/{z}/{x}/{y}.png answers the same light 256 px
// PNG, so the maps draw without the network. playwright.config.ts starts it on 127.0.0.1 and gives the services
// under test TILE_URL pointing here (which their CSP then allows).
import { createServer } from 'node:http';

const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAIAAADTED8xAAACDklEQVR42u3TMQ0AIAxE0fr315GNkaEJBooAHPQl7wxc8iPXhrHi7dSFmQSAAByBAEAAIAAQAAgABAACAAGAAEAAIAAQAAgABAACAAGAAEAAIAAQAAgABAACAAGAAEAAIAAQAAgABAACAAGAAEAAIAAQAAgABAACAAGAAEAAIAAQAAgABAACAAGAAEAACEAACAAEAAIAAYAAQAAgABAACAAEAAIAAYAAQAAgABAACAAEAAIAAYAAQAAgABAACAAEAAIAAYAAQAAgABAACAAEAAIAAYAAQAAgABAACAAEAAIAAYAAQAAgABAACAAEAAJAAF5AACAAEAAIAAQAAgABgABAACAAEAAIAAQAAgABgABAACAAEAAIAAQAAgABgABAACAAEAAIAAQAAgABgABAACAAEAAIAAQAAgABgABAACAAEAAIAAQAAgABgABAACAABCAABOAIBAACAAGAAEAAIAAQAAgABAACAAGAAEAAIAAQAAgABAACAAGAAEAAIAAQAAgABAACAAGAAEAAIAAQAAgABAACAAGAAEAAIAAQAAgABAACAAGAAEAAIAAQAAgABAACQAACQAAgABAACAAEAAIAAYAAQAAgABAACAAEAAIAAYAAQAAgABAACAAEAAIAAYAAQAAgABAACAAEAAIAAYAAQAAgABAACAAEAAIAAYAAQAAgABAACAAEAAKAnwZd2bhMKFqSkQAAAABJRU5ErkJggg==',
  'base64',
);
const port = Number(process.env.E2E_TILE_PORT);

createServer((request, response) => {
  if (request.url?.startsWith('/tiles/')) {
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': tile.length,
      'cache-control': 'public, max-age=3600',
      'access-control-allow-origin': '*',
    });
    response.end(tile);
    return;
  }
  response.writeHead(request.url === '/health' ? 200 : 404, { 'content-type': 'text/plain' });
  response.end(request.url === '/health' ? 'ok' : 'not found');
}).listen(port, '127.0.0.1');
