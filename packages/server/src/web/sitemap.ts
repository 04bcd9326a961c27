import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';

// sitemap.xml and robots.txt: every ACTIVE member's page, the news and the home page, in the sitemap
// protocol's files of at most 50,000 addresses; past that, /sitemap.xml is an index of /sitemaps/<n>.xml.
// French addresses (the default language); each page names its English alternate itself (hreflang).

const SITEMAP_PAGE_SIZE = 50_000;
const FIXED_PAGES = ['/', '/membres', '/actualites'];

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function urlEntry(loc: string, lastmod?: Date): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // the member space, the back-office and the service's calls are not for search engines
    ...[
      '/api/',
      '/login',
      '/espace-membre',
      '/apropos',
      '/media',
      '/horaire',
      '/statistique',
      '/admin',
      '/members',
      '/banners',
      '/announcements',
      '/statistics',
      '/amcham',
      '/categories',
      '/secteurs',
      '/journal',
    ].map((path) => `Disallow: ${path}`),
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function registerSitemap(app: FastifyInstance, options: { db: Executor; publicUrl: string; pageSize?: number }): void {
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
  const { db, publicUrl } = options;

  const activeCount = async () => Number((await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM companies WHERE status = 'ACTIVE'`))[0]?.n ?? 0);

  /** The addresses of one file: the fixed pages first, then the members by id. */
  async function page(index: number): Promise<string> {
    const start = index * pageSize;
    const fixed = FIXED_PAGES.slice(start, start + pageSize).map((path) => urlEntry(`${publicUrl}${path}`));
    const memberOffset = Math.max(0, start - FIXED_PAGES.length);
    const memberLimit = pageSize - fixed.length;
    const rows =
      memberLimit > 0
        ? await db.query<{ id: number; updated_at: Date | string }>(
            `SELECT id, updated_at FROM companies WHERE status = 'ACTIVE' ORDER BY id LIMIT $1 OFFSET $2`,
            [memberLimit, memberOffset],
          )
        : [];
    const members = rows.map((row) => urlEntry(`${publicUrl}/membre/${row.id}`, new Date(row.updated_at)));
    return `${XML_HEAD}<urlset xmlns="${NS}">${[...fixed, ...members].join('')}</urlset>\n`;
  }

  const xml = 'application/xml; charset=utf-8';
  const cacheControl = 'public, max-age=0, s-maxage=3600';

  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', cacheControl).send(robotsTxt(publicUrl)));

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = Math.max(1, Math.ceil((FIXED_PAGES.length + (await activeCount())) / pageSize));
    reply.type(xml).header('cache-control', cacheControl);
    if (files === 1) return reply.send(await page(0));
    const entries = Array.from({ length: files }, (_, n) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${n + 1}.xml`)}</loc></sitemap>`);
    return reply.send(`${XML_HEAD}<sitemapindex xmlns="${NS}">${entries.join('')}</sitemapindex>\n`);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const number = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
    const files = Math.ceil((FIXED_PAGES.length + (await activeCount())) / pageSize);
    if (number === undefined || Number(number) > files) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(xml)
      .header('cache-control', cacheControl)
      .send(await page(Number(number) - 1));
  });
}
