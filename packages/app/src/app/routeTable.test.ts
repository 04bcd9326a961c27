import { adminSections, adminSettings, memberTabs } from '@annuaire/ui';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import adminEn from '../i18n/admin/en.json';
import adminFr from '../i18n/admin/fr.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import memberEn from '../i18n/member/en.json';
import memberFr from '../i18n/member/fr.json';
import { adminLinkPath, groupLayouts, memberTabPath, pageModule, routeTable, type RouteEntry } from './routeTable';

// The route table is the one record of the app's pages: the router, the server's render, the page titles, the
// frames' headers and the build's routes.json read it. These check that what it says can be followed.

/** The app's catalogues by area (i18n/messages.ts); an area's texts are there once its route has loaded them. */
const catalogues: Record<string, Array<Record<string, string>>> = {
  core: [fr, en],
  member: [memberFr, memberEn],
  admin: [adminFr, adminEn],
};

/** The ids of the texts an entry names: its page's title and description, its back-office header's title. */
function textIds(entry: RouteEntry): string[] {
  const { meta, admin } = entry;
  return [meta?.title, meta?.description, meta?.unnamed?.title, meta?.unnamed?.description, admin?.title].filter((id) => id !== undefined);
}

/** The areas whose texts are there when the entry's page shows: the core, its own, its access group's frame's. */
function areasOf(entry: RouteEntry): string[] {
  return ['core', entry.messages ?? 'core', entry.access === 'public' ? 'core' : (groupLayouts[entry.access]?.messages ?? 'core')];
}

describe('the route table', () => {
  it('names a page module that exists for every page of the portal and every access group frame', () => {
    const modules = [
      ...routeTable.filter((entry) => !entry.eager && !entry.entry).map((entry) => pageModule(entry.page, entry.access)),
      ...Object.entries(groupLayouts).map(([access, layout]) => pageModule(layout.page, access as RouteEntry['access'])),
    ];
    expect(modules.filter((module) => !existsSync(new URL(module, import.meta.url)))).toEqual([]);
  });

  it('gives every page but a redirect its title and description', () => {
    expect(routeTable.filter((entry) => !entry.redirect && !entry.meta).map((entry) => entry.path)).toEqual([]);
  });

  it('names texts that are in French and English in an area its page has loaded', () => {
    const missing = routeTable.flatMap((entry) =>
      textIds(entry)
        .filter((id) => !areasOf(entry).some((area) => catalogues[area]?.every((catalogue) => id in catalogue)))
        .map((id) => `${entry.path} ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives every back-office page its header title, and no other page one', () => {
    const pages = routeTable.filter((entry) => !entry.redirect);
    expect(pages.filter((entry) => (entry.access === 'admin') !== (entry.admin !== undefined)).map((entry) => entry.path)).toEqual([]);
  });

  it('gives every page of the member space its tab, and no other page one', () => {
    const pages = routeTable.filter((entry) => !entry.redirect);
    expect(pages.filter((entry) => (entry.access === 'member') !== (entry.member !== undefined)).map((entry) => entry.path)).toEqual([]);
  });

  it('leads each link of the back-office header (sections, Parameters menu) to one back-office page', () => {
    for (const link of [...adminSections, ...adminSettings]) {
      const entries = routeTable.filter((entry) => entry.admin?.linkedFrom === link);
      expect(
        entries.map((entry) => entry.access),
        link,
      ).toEqual(['admin']);
      expect(adminLinkPath(link)).toBe(entries[0]?.path);
    }
  });

  it('leads each tab of the member header to one page of the member space', () => {
    for (const tab of memberTabs) {
      const entries = routeTable.filter((entry) => entry.member?.tab === tab);
      expect(
        entries.map((entry) => entry.access),
        tab,
      ).toEqual(['member']);
      expect(memberTabPath(tab)).toBe(entries[0]?.path);
    }
  });

  it('names an HTML page that exists for every entry of its own (the build input of the entries build)', () => {
    const pages = routeTable.flatMap((entry) => (entry.entry ? [`../../${entry.entry}.html`] : []));
    expect(pages).not.toEqual([]);
    expect(pages.filter((page) => !existsSync(new URL(page, import.meta.url)))).toEqual([]);
  });

  it('has the server render only public pages (the session is the browser’s)', () => {
    expect(routeTable.filter((entry) => entry.serverRendered && (entry.access !== 'public' || entry.redirect)).map((entry) => entry.path)).toEqual([]);
  });

  it('asks for a member only on a path that names one', () => {
    expect(routeTable.filter((entry) => entry.prefetch === 'member' && !entry.path.endsWith('/:id')).map((entry) => entry.path)).toEqual([]);
  });

  it('names each path once', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
