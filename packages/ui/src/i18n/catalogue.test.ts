import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogues, uiAreas } from './messages';

describe.each(uiAreas)('given the kit catalogues fr.json and en.json of the %s area', (area) => {
  const { fr, en } = catalogues[area];
  const frKeys = Object.keys(fr);
  const enKeys = Object.keys(en);

  it('every French key exists in English', () => {
    expect(frKeys.filter((key) => !(key in en))).toEqual([]);
  });

  it('every English key exists in French', () => {
    expect(enKeys.filter((key) => !(key in fr))).toEqual([]);
  });

  it('holds only its own screens (core: components and public pages; another area: its own screens)', () => {
    const own: Record<typeof area, RegExp> = {
      core: /^(ui\.|public\.(?!login\.|apply\.|memberDetails\.|review\.|home\.|hero\.|app\.|stats\.|partners\.))/,
      home: /^public\.(home|hero|app|stats|partners)\./,
      memberDetails: /^public\.(memberDetails|review)\./,
      login: /^public\.login\./,
      apply: /^public\.apply\./,
      member: /^member\./,
      admin: /^admin\./,
    };
    expect(frKeys.filter((key) => !own[area].test(key))).toEqual([]);
  });

  it('no message is empty', () => {
    const empty = [...Object.entries(fr), ...Object.entries(en)].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  // Components use ui.<component>.<key>; the screens of each area use <area>.<screen>.<key> (public.<screen>.<key>).
  it('ids follow ui.<component>.<key> or <area>.<screen>.<key>', () => {
    expect(frKeys.filter((key) => !/^(ui|public|member|admin)\.[a-zA-Z]+\.[a-zA-Z0-9.]+$/.test(key))).toEqual([]);
  });

  it('keys are sorted so that parallel edits merge cleanly', () => {
    expect(frKeys).toEqual([...frKeys].sort());
    expect(enKeys).toEqual([...enKeys].sort());
  });

  it('the same placeholders appear in both languages', () => {
    // Argument names from the ICU syntax tree (select/plural branches hold text, not arguments).
    const argumentsOf = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((element) => {
        const own = 'value' in element && element.type !== TYPE.literal ? [String(element.value)] : [];
        const branches = 'options' in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : [];
        const children = 'children' in element ? argumentsOf(element.children) : [];
        return [...own, ...branches, ...children];
      });
    const placeholders = (text: string) => [...new Set(argumentsOf(parse(text)))].sort();
    const mismatched = frKeys.filter((key) => {
      const english = en[key];
      const french = fr[key];
      return english !== undefined && french !== undefined && placeholders(french).join() !== placeholders(english).join();
    });
    expect(mismatched).toEqual([]);
  });
});
