// What a bundler may drop: with a package.json "sideEffects" field, every module it does not list is treated as pure,
// and is removed whole when none of its exports is used. A module whose top-level code does something (registers
// ECharts' renderer, adds CSS, imports a stylesheet) must therefore be listed, or the build silently loses the effect.
// Used by tools/side-effects.test.ts (the workspace sources) and packages/ui/scripts/package-check.mjs (the built kit).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import ts from 'typescript';

/** The top-level statements of a module that act when it is evaluated (imports for effect, calls, assignments, control flow). */
export function topLevelEffects(code, fileName = 'module.ts') {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const effects = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause) effects.push(`import ${statement.moduleSpecifier.getText(source)}`);
    else if (ts.isExpressionStatement(statement) || ts.isIfStatement(statement) || ts.isIterationStatement(statement, false) || ts.isTryStatement(statement)) {
      effects.push(statement.getText(source).split('\n')[0] ?? '');
    }
  }
  return effects;
}

/**
 * Whether a package-relative path ('src/x/y.ts') matches a "sideEffects" pattern as bundlers read them (webpack,
 * Rollup/Rolldown): a pattern without a slash matches the file name anywhere; one with a slash is relative to the
 * package folder; `**` spans folders, `*` stays within one.
 */
export function matchesSideEffects(path, patterns) {
  return patterns.some((pattern) => {
    const target = pattern.includes('/') ? path : basename(path);
    const source = pattern
      .replace(/^\.\//, '')
      .split(/(\*\*\/|\*)/)
      .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return new RegExp(`^${source}$`).test(target);
  });
}

/** Every module of a folder that a bundler would load (tests, stories and declaration files excluded). */
export function modulesUnder(folder, extensions) {
  const found = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'node_modules' && entry !== '__screenshots__') found.push(...modulesUnder(path, extensions));
    } else if (extensions.test(entry) && !/\.(test|stories)\.[jt]sx?$/.test(entry) && !entry.endsWith('.d.ts')) {
      found.push(path);
    }
  }
  return found;
}

/** The modules of a package folder with top-level effects that its "sideEffects" patterns do not list. */
export function undeclaredEffects(packageDir, files, patterns) {
  return files
    .map((file) => ({ module: relative(packageDir, file), effects: topLevelEffects(readFileSync(file, 'utf8'), file) }))
    .filter(({ module, effects }) => effects.length > 0 && (patterns === false || !matchesSideEffects(module, patterns)));
}
