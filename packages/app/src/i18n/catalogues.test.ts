import { describe, expect, it } from 'vitest';
import adminEn from './admin/en.json';
import adminFr from './admin/fr.json';
import en from './en.json';
import fr from './fr.json';
import memberEn from './member/en.json';
import memberFr from './member/fr.json';
import pwaEn from './pwa/en.json';
import pwaFr from './pwa/fr.json';

// The app's catalogues by area (messages.ts): the core, and the texts of the member space and the back-office; the
// installed app's notices (offline copy, new version, a write refused offline: app/pwa) carry their own.
const areas: Array<[string, Record<string, string>, Record<string, string>]> = [
  ['core', fr, en],
  ['member', memberFr, memberEn],
  ['admin', adminFr, adminEn],
  ['pwa', pwaFr, pwaEn],
];

describe.each(areas)('app catalogues of the %s area', (_area, french, english) => {
  it('French and English have exactly the same keys', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(french).sort());
  });
  it('no message is empty', () => {
    for (const value of [...Object.values(french), ...Object.values(english)]) expect(value.trim()).not.toBe('');
  });
});

describe('app catalogues together', () => {
  it('never define one id in two areas', () => {
    const ids = areas.flatMap(([, french]) => Object.keys(french));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
