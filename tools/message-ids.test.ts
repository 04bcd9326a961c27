import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupLayouts, pageModule, routeTable, type Access } from '../packages/app/src/app/routeTable';
import { cataloguesByArea, missingIds, productModules, scanMessageIds, type Catalogues, type Found, type TextsOf } from './messageIds';

const root = new URL('..', import.meta.url).pathname;
const ui = join(root, 'packages/ui/src');
const app = join(root, 'packages/app/src');
const uiCatalogues = cataloguesByArea(join(ui, 'i18n'));
const appCatalogues = cataloguesByArea(join(app, 'i18n'));

/**
 * The kit's screens whose texts are not in the core: a screen folder of the member or admin area takes that area's
 * texts; these public screens take their route's (packages/ui/src/i18n/locales.ts). Everything else uses the core.
 */
const uiPublicScreenAreas: Record<string, string> = {
  HomeScreen: 'home',
  HeroSlideshow: 'home',
  StatsStrip: 'home',
  AppPromotion: 'home',
  PartnersCarousel: 'home',
  MemberDetailsScreen: 'memberDetails',
  ReviewDialog: 'memberDetails',
  LoginScreen: 'login',
  MembershipApplicationScreen: 'apply',
  // the embedded directory shows a member with the member page's texts (its route loads that area)
  EmbedDirectoryScreen: 'memberDetails',
};

function uiAreaOf(file: string): string {
  const [top, area, screen] = relative(ui, file).split('/');
  if (top !== 'screens' || area === undefined) return 'core';
  if (area === 'public') return (screen && uiPublicScreenAreas[screen]) ?? 'core';
  return uiCatalogues.has(area) ? area : 'core';
}

/**
 * The app's features by area, from the route table: a page's module names its feature, and the texts its route loads
 * (its own, and its access group's frame) are that feature's areas. A feature no route names uses the core.
 */
function appFeatureAreas(): Map<string, Set<string>> {
  const areas = new Map<string, Set<string>>();
  const add = (page: string, access: Access, ...texts: Array<string | undefined>) => {
    const modulePath = join(app, 'app', pageModule(page, access));
    if (!existsSync(modulePath)) return;
    const feature = /features\/([^/]+)\//.exec(readFileSync(modulePath, 'utf8'))?.[1];
    if (!feature) return;
    const known = areas.get(feature) ?? new Set<string>();
    for (const area of texts) if (area !== undefined && area !== 'core') known.add(area);
    areas.set(feature, known);
  };
  for (const entry of routeTable) add(entry.page, entry.access, entry.messages, entry.access === 'public' ? undefined : groupLayouts[entry.access]?.messages);
  for (const [access, layout] of Object.entries(groupLayouts)) add(layout.page, access as Access, layout.messages);
  return areas;
}
const featureAreas = appFeatureAreas();

function appAreasOf(file: string): string[] {
  const [top, feature] = relative(app, file).split('/');
  // the route table names each page's texts, in the areas its route loads: packages/app/src/app/routeTable.test.ts
  // checks them entry by entry; here, that they are in one of the app's catalogues
  if (top === 'app' && feature === 'routeTable.ts') return [...appCatalogues.keys()];
  // the back-office's form rules (src/validation/admin*.ts) are imported by admin screens only, whose frame loads
  // the admin texts
  if (top === 'validation' && feature?.startsWith('admin')) return ['admin'];
  const areas = top === 'features' && feature ? [...(featureAreas.get(feature) ?? [])] : [];
  // the installed app's texts (src/i18n/pwa) are a catalogue of their own, read through shared/pwaMessages.ts by the
  // modules that import it (the offline and update notices, the forms that refuse a write made offline)
  return /from '[^']*\/pwaMessages'/.test(readFileSync(file, 'utf8')) ? [...areas, 'pwa'] : areas;
}

const coreAnd = (areas: string | readonly string[], ...packages: Map<string, Catalogues>[]): TextsOf => {
  const own = (typeof areas === 'string' ? [areas] : areas).filter((area) => area !== 'core');
  return {
    area: ['core', ...own].join(', '),
    catalogues: packages
      .flatMap((map) => ['core', ...own].map((area) => map.get(area)))
      .filter((catalogue): catalogue is Catalogues => catalogue !== undefined),
  };
};

function scanned(folder: string): { ids: Found[]; computed: Found[] } {
  const results = productModules(folder).map((file) => scanMessageIds(readFileSync(file, 'utf8'), file));
  return { ids: results.flatMap((result) => result.ids), computed: results.flatMap((result) => result.computed) };
}

const short = (found: Found[]) => found.map((use) => `${relative(root, use.file)}:${use.line} ${use.text}`);

describe('message ids used in code exist in both catalogues (DESIGN.md: FR and EN complete)', () => {
  describe('the scan', () => {
    const code = `
      const tones = { active: 'ui.status.active', pending: 'ui.status.pending' };
      export function Screen({ open, n, key }: { open: boolean; n: number; key: string }) {
        const t = (id: string) => intl.formatMessage({ id });
        return <>
          {intl.formatMessage({ id: 'public.login.title' })}
          {intl.formatMessage({ id: open ? 'ui.menu.close' : 'ui.menu.open' })}
          <FormattedMessage id="public.login.subtitle" />
          {t('member.profile.saved')}
          {intl.formatMessage({ id: \`public.hero.default\${n}.title\` })}
          {intl.formatMessage({ id: 'public.stats.' + key })}
          <FormattedMessage id={\`ui.\${key}\`} />
        </>;
      }`;
    const { ids, computed } = scanMessageIds(code, 'Screen.tsx');

    it('reads the ids of formatMessage, FormattedMessage, a screen helper and a table of ids', () => {
      expect(ids.map((id) => id.text).sort()).toEqual([
        'member.profile.saved',
        'public.login.subtitle',
        'public.login.title',
        'ui.menu.close',
        'ui.menu.open',
        'ui.status.active',
        'ui.status.pending',
      ]);
    });

    it('flags every id built at runtime', () => {
      expect(computed.map((found) => found.line)).toEqual([10, 11, 12]);
    });
  });

  describe('given the kit (packages/ui/src)', () => {
    const { ids, computed } = scanned(ui);

    it('finds the ids its screens use', () => {
      expect(ids.length).toBeGreaterThan(200);
    });

    it('builds no id at runtime (a table or a literal per id, so this check can read them)', () => {
      expect(short(computed)).toEqual([]);
    });

    it("finds every id in French and English, in the core or in its screen's area", () => {
      expect(missingIds(ids, (file) => coreAnd(uiAreaOf(file), uiCatalogues)).map((line) => relative(root, line))).toEqual([]);
    });

    it('maps only screens that exist to an area', () => {
      const screens = readdirSync(join(ui, 'screens/public'));
      expect(Object.keys(uiPublicScreenAreas).filter((screen) => !screens.includes(screen))).toEqual([]);
      expect(Object.values(uiPublicScreenAreas).filter((area) => !uiCatalogues.has(area))).toEqual([]);
    });
  });

  describe('given the app (packages/app/src)', () => {
    const { ids, computed } = scanned(app);

    it('finds the ids its containers and validation use', () => {
      expect(ids.length).toBeGreaterThan(30);
    });

    it('builds no id at runtime', () => {
      expect(short(computed)).toEqual([]);
    });

    it("finds every id in French and English, in the kit's or the app's core or area of its feature", () => {
      expect(missingIds(ids, (file) => coreAnd(appAreasOf(file), uiCatalogues, appCatalogues)).map((line) => relative(root, line))).toEqual([]);
    });

    it('knows the area of the features the route table loads with texts of their own', () => {
      expect(Object.fromEntries([...featureAreas].map(([feature, areas]) => [feature, [...areas].sort()]))).toMatchObject({
        home: ['home'],
        memberDetails: ['memberDetails'],
        login: ['login'],
        memberSpace: ['member'],
        adminMembers: ['admin', 'member'],
      });
    });
  });
});
