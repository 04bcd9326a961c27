// The directory embedded on a chamber's own website: GET /embed/{chamberId}, the page a chamber's site frames (the
// app's embed route), and GET /embed.js, the loader script the chamber pastes (it makes the frame and sizes it to
// the height the page posts). The page may be framed only by the hosts the chamber listed and the site itself (the
// back-office's preview) (Content-Security-Policy frame-ancestors; the rest of the site keeps 'none',
// plugins/security.ts); the script answers 403 and nothing to a page whose origin (its Referer) is not listed.
// Neither sets a cookie, and the embed's page sends no token: it reads public data only. The page is the app's
// embed.html (an entry of its own), rendered with the chamber's first members by the app's server bundle
// (web/serverRender.ts); when it cannot be rendered, the same page without them, which the browser renders.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { sendError } from '../plugins/errors.js';
import type { ServerRenderer } from './serverRender.js';

/** The loader the chamber pastes: `<script src="…/embed.js?chamber=ID" async></script>` (under 1 KB). */
export const EMBED_SCRIPT = `(function(){var s=document.currentScript;if(!s)return;var u=new URL(s.src);var o=u.origin;var c=u.searchParams.get('chamber');if(!c||!/^[0-9]{1,9}$/.test(c))return;var f=document.createElement('iframe');f.src=o+'/embed/'+c;f.title=s.getAttribute('data-title')||'Annuaire';f.style.cssText='width:100%;border:0;display:block;height:600px';s.parentNode.insertBefore(f,s.nextSibling);window.addEventListener('message',function(e){if(e.origin!==o||e.source!==f.contentWindow)return;var d=e.data;if(d&&d.type==='annuaire:height'&&typeof d.height==='number'&&d.height>0&&d.height<100000)f.style.height=Math.ceil(d.height)+'px';});})();
`;

const CHAMBER_ID = /^[1-9]\d{0,8}$/;

/** The page's origin from a Referer (or Origin) header; undefined when there is none or it is not a URL. */
function originOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    const origin = new URL(header).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The site's CSP with frame-ancestors set to the chamber's hosts and this site itself: the back-office's "Intégration"
 * screen frames the page as its preview.
 */
function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const ancestors = `frame-ancestors 'self'${origins.map((origin) => ` ${origin}`).join('')}`;
  return /frame-ancestors [^;]*/.test(policy) ? policy.replace(/frame-ancestors [^;]*/, ancestors) : `${policy};${ancestors}`;
}

const NOT_BUILT_EMBED = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Annuaire</title></head>
<body><p>L’application web n’est pas encore construite.</p><p lang="en">The web app is not built yet.</p></body></html>
`;

export function registerEmbed(
  app: FastifyInstance,
  ctx: AppContext,
  options: { appDist: string; appBuilt: boolean; renderer: () => ServerRenderer | undefined },
) {
  const { embeds, chambers } = ctx.repositories;

  app.get('/embed.js', async (request, reply: FastifyReply) => {
    const { chamber } = request.query as { chamber?: string };
    const id = chamber !== undefined && CHAMBER_ID.test(chamber) ? Number(chamber) : undefined;
    // a script may be loaded from any site: the browser's default policy sends the page's origin as Referer
    const from = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    const allowed = id !== undefined && from !== undefined && (await embeds.find(id)).allowedOrigins.includes(from);
    void reply
      .header('cache-control', 'no-store')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('vary', 'Origin, Referer')
      .type('text/javascript; charset=utf-8');
    if (!allowed) return reply.code(403).send('');
    return reply.code(200).send(EMBED_SCRIPT);
  });

  /** The page rendered with its first members; undefined (the browser's page) when it is not, a failure included. */
  const renderedEmbed = async (request: FastifyRequest, chamberId: number): Promise<string | undefined> => {
    try {
      return await options.renderer()?.renderEmbed(request, chamberId);
    } catch (error) {
      request.log.error({ err: error, chamberId }, 'the embedded directory could not be rendered: the page the browser renders is served');
      return undefined;
    }
  };

  app.get('/embed/:chamberId', async (request, reply) => {
    const { chamberId } = request.params as { chamberId: string };
    if (!CHAMBER_ID.test(chamberId) || !(await chambers.find(Number(chamberId)))) return sendError(reply, 404, 'Chambre de commerce non trouvée');
    const { allowedOrigins } = await embeds.find(Number(chamberId));
    const policy = String(reply.raw.getHeader('content-security-policy') ?? "default-src 'self'");
    // frame-ancestors decides who may frame the page; X-Frame-Options (DENY elsewhere) would forbid every host
    reply.raw.removeHeader('x-frame-options');
    void reply.header('content-security-policy', withFrameAncestors(policy, allowedOrigins)).header('cache-control', 'no-cache');
    const page = options.appBuilt
      ? ((await renderedEmbed(request, Number(chamberId))) ?? (await readFile(join(options.appDist, 'embed.html'), 'utf8')))
      : NOT_BUILT_EMBED;
    return reply.code(200).type('text/html; charset=utf-8').send(page);
  });
}
