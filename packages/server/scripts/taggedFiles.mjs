// The test files that carry a tag (vitest.config.ts `tags`): `// @module-tag <tag>` for a whole file, `tags: ['<tag>']`
// on a describe or a test. A pass that runs one tag gets these files only, so that vitest does not open an app and a
// database for the files where every test would be filtered out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The `*.test.ts` files under `src` of `packageRoot` that use `tag`, as paths relative to `packageRoot`, sorted. */
export function filesTagged(packageRoot, tag) {
  const marks = [new RegExp(String.raw`@module-tag\s+${tag}\b`), new RegExp(String.raw`tags:\s*\[[^\]]*'${tag}'`)];
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts') && marks.some((mark) => mark.test(readFileSync(path, 'utf8')))) found.push(relative(packageRoot, path));
    }
  };
  walk(join(packageRoot, 'src'));
  return found.sort();
}
