// The message ids the kit's and the app's code use, read from their sources, and the catalogues they must be in.
// Used by tools/message-ids.test.ts: every id used exists in French and English, in the catalogue of the area whose
// screens use it or in the core (DESIGN.md: catalogues split by area, each loaded with its screens).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** What a message id looks like: `ui.<component>.<key>`, `<area>.<screen>.<key>`, the app's `app.*` and `validation.*`. */
const MESSAGE_ID = /^(ui|public|member|admin|app|validation)(\.[A-Za-z0-9]+)+$/;
const ID_START = /^(ui|public|member|admin|app|validation)\./;

export interface Found {
  file: string;
  line: number;
  text: string;
}

/**
 * Reads one source file: `ids`, every string literal shaped like a message id (in `formatMessage({ id })`,
 * `<FormattedMessage id>`, a screen's `t('...')`, or a table of ids such as `Record<Status, string>`); `computed`,
 * every id built at runtime, which no check can read: a template literal that starts like an id
 * (`public.hero.default${n}`) and an id given to `formatMessage` or `FormattedMessage` as a template or a
 * concatenation.
 */
export function scanMessageIds(code: string, file = 'module.tsx'): { ids: Found[]; computed: Found[] } {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const ids: Found[] = [];
  const computed: Found[] = [];
  const at = (node: ts.Node, text: string): Found => ({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });

  const isStatic = (node: ts.Expression): boolean => {
    if (ts.isParenthesizedExpression(node)) return isStatic(node.expression);
    if (ts.isConditionalExpression(node)) return isStatic(node.whenTrue) && isStatic(node.whenFalse);
    // A literal, or a name for one (a parameter, a constant, a table's entry): the literals are read where they stand.
    return ts.isStringLiteralLike(node) || ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node);
  };
  // A template that starts like an id is flagged where it stands, wherever it is given.
  const checkIdArgument = (node: ts.Expression) => {
    if (!isStatic(node) && !(ts.isTemplateExpression(node) && ID_START.test(node.head.text))) computed.push(at(node, node.getText(source)));
  };

  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) && MESSAGE_ID.test(node.text) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      ids.push(at(node, node.text));
    } else if (ts.isTemplateExpression(node) && ID_START.test(node.head.text)) {
      computed.push(at(node, node.getText(source)));
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
      const [descriptor] = node.arguments;
      if (name === 'formatMessage' && descriptor && ts.isObjectLiteralExpression(descriptor)) {
        for (const property of descriptor.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText(source) === 'id') checkIdArgument(property.initializer);
        }
      }
    } else if (ts.isJsxAttribute(node) && node.name.getText(source) === 'id' && ts.isJsxOpeningLikeElement(node.parent.parent)) {
      const tag = node.parent.parent.tagName.getText(source);
      const value = node.initializer;
      if (tag === 'FormattedMessage' && value && ts.isJsxExpression(value) && value.expression) checkIdArgument(value.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { ids, computed };
}

/** The product's modules under a folder: no tests, stories or declaration files, nothing under testing/. */
export function productModules(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return entry === 'testing' || entry === '__screenshots__' ? [] : productModules(path);
    return /\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

type Catalogue = Record<string, string>;
export interface Catalogues {
  fr: Catalogue;
  en: Catalogue;
}

/**
 * The catalogues of a package's `src/i18n` by area: `core` from `fr.json` / `en.json`, each other area from its
 * folder `<area>/fr.json` / `<area>/en.json`.
 */
export function cataloguesByArea(i18nFolder: string): Map<string, Catalogues> {
  const read = (folder: string): Catalogues => ({
    fr: JSON.parse(readFileSync(join(folder, 'fr.json'), 'utf8')) as Catalogue,
    en: JSON.parse(readFileSync(join(folder, 'en.json'), 'utf8')) as Catalogue,
  });
  const areas = new Map<string, Catalogues>([['core', read(i18nFolder)]]);
  for (const entry of readdirSync(i18nFolder)) {
    const folder = join(i18nFolder, entry);
    if (statSync(folder).isDirectory() && existsSync(join(folder, 'fr.json'))) areas.set(entry, read(folder));
  }
  return areas;
}

/** Where a file may take its texts from: its area's name and the catalogues of that area and of the core. */
export interface TextsOf {
  area: string;
  catalogues: readonly Catalogues[];
}

/** The uses of ids missing from the catalogues their file may use, each with the languages that lack it. */
export function missingIds(uses: readonly Found[], textsOf: (file: string) => TextsOf): string[] {
  return uses.flatMap((use) => {
    const { area, catalogues } = textsOf(use.file);
    const lacking = (['fr', 'en'] as const).filter((language) => !catalogues.some((catalogue) => use.text in catalogue[language]));
    const where = area === 'core' ? 'the core' : `the core or the ${area} area`;
    return lacking.length > 0 ? [`${use.file}:${use.line} ${use.text} (not in ${lacking.join(' nor ')} of ${where})`] : [];
  });
}
