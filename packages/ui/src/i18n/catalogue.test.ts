import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import fr from './fr.json';
import en from './en.json';

const frKeys = Object.keys(fr as Record<string, string>);
const enKeys = Object.keys(en as Record<string, string>);

describe('given the kit catalogues fr.json and en.json', () => {
  it('every French key exists in English', () => {
    expect(frKeys.filter((key) => !(key in en))).toEqual([]);
  });

  it('every English key exists in French', () => {
    expect(enKeys.filter((key) => !(key in fr))).toEqual([]);
  });

  it('no message is empty', () => {
    const empty = [...Object.entries(fr as Record<string, string>), ...Object.entries(en as Record<string, string>)]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  // Components use ui.<component>.<key>; the screens of each area use <area>.<screen>.<key> (issue 5: public.<screen>.<key>).
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
      const english = (en as Record<string, string>)[key];
      const french = (fr as Record<string, string>)[key];
      return english !== undefined && french !== undefined && placeholders(french).join() !== placeholders(english).join();
    });
    expect(mismatched).toEqual([]);
  });
});
