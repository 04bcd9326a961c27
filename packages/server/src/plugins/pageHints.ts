import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../context.js';
import { toIsoDate } from '../services/dates.js';

// Hints added to index.html for the page a visitor opens, so that a phone starts fetching what that page needs
// first while the app's code is still loading (DESIGN.md: Lighthouse on / and /membre/{id}):
// - the home page: the hero's first banner image, its largest paint;
// - a member page: the code of that lazily loaded page (its chunk and the chunks it imports, from Vite's manifest).

const AD_IMAGES_PATH = '/api/ads/images'; // spec public §7, as the client's adImageUrl builds it
const MEMBER_DETAILS_MODULE = 'src/features/memberDetails/MemberDetailsContainer.tsx';
const HERO_CACHE_MS = 30_000;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The files of a manifest entry and of everything it imports statically, in load order. */
export function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkClosure(manifest, imported, seen))];
}

export function createPageHints(ctx: Pick<AppContext, 'repositories' | 'log'>, appDist: string) {
  const manifestFile = join(appDist, '.vite', 'manifest.json');
  let memberPageModules: string[] = [];
  if (existsSync(manifestFile)) {
    try {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
      memberPageModules = [...new Set(chunkClosure(manifest, MEMBER_DETAILS_MODULE))];
      // The module is named after the app's source: say so when a renamed page silently loses its hint.
      if (memberPageModules.length === 0) ctx.log.warn(`the app build has no ${MEMBER_DETAILS_MODULE}: member pages are served without hints`);
    } catch (error) {
      ctx.log.warn({ err: error }, 'the app build manifest cannot be read: pages are served without hints');
    }
  }

  let hero: { at: number; link: string } | null = null;
  async function heroHint(): Promise<string> {
    const now = Date.now();
    if (hero && now - hero.at < HERO_CACHE_MS) return hero.link;
    const image = await ctx.repositories.ads.firstShownImage(toIsoDate(new Date(now)));
    // An absolute URL or a path is shown as it is by the hero; only stored file names are ours to announce.
    const link = image && !/[/:]/.test(image) ? `<link rel="preload" as="image" href="${escapeAttribute(`${AD_IMAGES_PATH}/${encodeURIComponent(image)}`)}" fetchpriority="high">` : '';
    hero = { at: now, link };
    return link;
  }

  /** The tags to add to the page's head; empty when the page needs nothing special or a hint cannot be made. */
  return async function hintsFor(path: string): Promise<string> {
    try {
      if (path === '/' || path === '/accueil') return await heroHint();
      if (/^\/membre\/[^/]+\/?$/.test(path)) return memberPageModules.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`).join('');
    } catch (error) {
      // A hint is an optimisation: the page is served without it.
      ctx.log.warn({ err: error }, 'page hints failed');
    }
    return '';
  };
}
