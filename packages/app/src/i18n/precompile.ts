import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Alias, Plugin } from 'vite';

// Build-time only (vite.config.ts and tests): the app's runtime never imports this file.

export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/** The catalogues turned into ASTs: `<package>/src/i18n/[<area>/]<language>.json` of the kit and of the app. */
const CATALOGUE_FILE = /\/packages\/(?:ui|app)\/src\/i18n\/(?:[A-Za-z]+\/)?([a-z]{2})\.json$/;

/**
 * Every message of a flat catalogue parsed as react-intl would parse it at run time (intl-messageformat passes the
 * locale), so the browser receives ASTs and needs no ICU parser. A message that does not parse fails the build,
 * naming the file and the id.
 */
export function compileCatalogue(catalogue: unknown, language: string, file = `${language}.json`): CompiledCatalogue {
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue))
    throw new Error(`${file}: a catalogue is a flat object of id -> message`);
  const locale = new Intl.Locale(language);
  const compiled: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
    try {
      compiled[id] = parse(message, { locale });
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not a valid ICU message (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
  }
  return compiled;
}

/**
 * Vite plugin: the catalogues' JSON becomes the JSON of their ASTs before Vite's JSON plugin turns it into a module,
 * so `import fr from './fr.json'` and `import('./en.json')` keep working and carry precompiled messages
 * (formatjs performance guide: "Pre-compile messages to AST").
 */
export function precompileMessages(): Plugin {
  return {
    name: 'annuaire:precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const match = CATALOGUE_FILE.exec(id.split('?')[0] ?? id);
      if (!match?.[1]) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code), match[1], id)), map: null };
    },
  };
}

/**
 * With every message precompiled, react-intl never parses: the parser's no-parser entry keeps the AST types and
 * drops the parser and the skeleton parser from the bundle (formatjs: "react-intl without parser"). A string that
 * still reached it would throw "You're trying to format an uncompiled message ...", which react-intl reports
 * through `onError` while it renders the raw text.
 */
export function noParserAlias(): Alias {
  const manifest = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/package.json');
  return { find: /^@formatjs\/icu-messageformat-parser$/, replacement: join(dirname(manifest), 'lib/no-parser.js') };
}
