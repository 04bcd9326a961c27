import { existsSync, readFileSync } from 'node:fs';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { loadUiMessages, uiMessagesFr } from '@annuaire/ui';
import { createIntl } from 'react-intl';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import appEn from './en.json';
import appFr from './fr.json';
import { compileCatalogue, noParserAlias, precompileMessages } from './precompile';

// In the tests the catalogues are the JSON strings (the test config does not precompile): exactly the input of the build.
const catalogues = async (): Promise<Array<{ name: string; language: 'fr' | 'en'; messages: Record<string, string> }>> => [
  { name: 'ui fr.json', language: 'fr', messages: uiMessagesFr as Record<string, string> },
  { name: 'ui en.json', language: 'en', messages: (await loadUiMessages('en')) as Record<string, string> },
  { name: 'app fr.json', language: 'fr', messages: appFr },
  { name: 'app en.json', language: 'en', messages: appEn },
];

type Values = Record<string, string | number | Date | ((chunks: string[]) => string)>;

/** One value per argument of a message: numbers for plurals and numbers, dates for dates, the first branch of a select. */
function sampleValues(elements: MessageFormatElement[], count: number, values: Values = {}): Values {
  for (const element of elements) {
    if (isArgumentElement(element)) values[element.value] ??= `«${element.value}»`;
    else if (isNumberElement(element) || isPluralElement(element)) values[element.value] = count;
    else if (isDateElement(element) || isTimeElement(element)) values[element.value] = new Date(Date.UTC(2026, 0, 15, 9, 30));
    else if (isSelectElement(element)) values[element.value] = Object.keys(element.options)[0] ?? 'other';
    else if (isTagElement(element)) values[element.value] = (chunks) => `<${element.value}>${chunks.join('')}</${element.value}>`;
    if (isPluralElement(element) || isSelectElement(element)) for (const option of Object.values(element.options)) sampleValues(option.value, count, values);
    if (isTagElement(element)) sampleValues(element.children, count, values);
  }
  return values;
}

const format = (language: string, message: string | MessageFormatElement[], values: Values) =>
  createIntl({
    locale: language,
    defaultLocale: 'fr',
    messages: { probe: message } as Record<string, string>,
    onError: (error) => {
      throw error;
    },
  }).formatMessage({ id: 'probe' }, values);

describe('precompiled catalogues', () => {
  describe('given every catalogue of the kit and the app', () => {
    it('every message compiles to an ICU syntax tree', async () => {
      for (const { name, language, messages } of await catalogues()) {
        const compiled = compileCatalogue(messages, language, name);
        expect(Object.keys(compiled), name).toEqual(Object.keys(messages));
        for (const id of Object.keys(messages)) expect(Array.isArray(compiled[id]), `${name} ${id}`).toBe(true);
      }
    });

    it('a compiled message formats exactly as its ICU string, for several counts', async () => {
      for (const { name, language, messages } of await catalogues()) {
        const compiled = compileCatalogue(messages, language, name);
        for (const [id, message] of Object.entries(messages)) {
          const ast = compiled[id] ?? [];
          for (const count of [0, 1, 2, 25]) {
            const values = sampleValues(ast, count);
            expect(format(language, ast, values), `${name} ${id} (${count})`).toBe(format(language, message, values));
          }
        }
      }
    });
  });

  describe('given a message that is not valid ICU', () => {
    it('compiling fails and names the file and the id', () => {
      expect(() => compileCatalogue({ 'app.ok': 'Bonjour', 'app.broken': 'Il reste {count, plural, one {# place}' }, 'fr', 'app/fr.json')).toThrow(
        /app\/fr\.json: message "app\.broken" is not a valid ICU message/,
      );
    });
  });

  describe('given the Vite plugin', () => {
    const transform = (code: string, id: string) => {
      const hook = precompileMessages().transform as Extract<Plugin['transform'], (...args: never[]) => unknown>;
      return hook.call({} as ThisParameterType<typeof hook>, code, id) as { code: string } | null;
    };

    it('turns a catalogue of the kit or the app into the JSON of its syntax trees', () => {
      const out = transform(
        JSON.stringify({ 'ui.pagination.next': 'Suivant', 'ui.count': '{count, plural, one {# avis} other {# avis}}' }),
        '/work/main/packages/ui/src/i18n/fr.json',
      );
      const compiled = JSON.parse(out?.code ?? 'null') as Record<string, MessageFormatElement[]>;
      expect(compiled['ui.pagination.next']).toEqual([{ type: 0, value: 'Suivant' }]);
      expect(compiled['ui.count']?.[0]).toMatchObject({ type: 6, value: 'count' });
      expect(transform('{"app.a":"A"}', '/work/main/packages/app/src/i18n/en.json?import')?.code).toBe('{"app.a":[{"type":0,"value":"A"}]}');
    });

    it('leaves every other JSON file alone', () => {
      expect(transform('{"name":"x"}', '/work/main/packages/app/package.json')).toBeNull();
      expect(transform('{"a":"b"}', '/work/main/packages/api/src/i18n/fr.json')).toBeNull();
    });
  });

  describe('given the production alias of the parser', () => {
    it('points at the no-parser entry, which refuses to parse', () => {
      const alias = noParserAlias();
      expect('@formatjs/icu-messageformat-parser').toMatch(alias.find);
      expect(alias.replacement).toMatch(/\/lib\/no-parser\.js$/);
      expect(existsSync(alias.replacement)).toBe(true);
      expect(readFileSync(alias.replacement, 'utf8')).toMatch(/uncompiled message/);
    });
  });
});
