import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedManifest } from '../packages/ui/scripts/published-manifest.mjs';
import { matchesSideEffects, modulesUnder, topLevelEffects, undeclaredEffects } from './sideEffects.mjs';

const root = new URL('..', import.meta.url).pathname;
const manifestOf = (name: string) => JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as { sideEffects?: string[] | false };

// The app's build trusts these fields (no bundler override): an undeclared effect is dropped from what ships.
describe('side effects are declared honestly (a module a bundler treats as pure has no top-level effect)', () => {
  describe('the scan', () => {
    it('finds a registration call, an import for effect and a global style', () => {
      expect(topLevelEffects("import { use } from 'echarts/core';\nuse([SVGRenderer]);\n")).toEqual(['use([SVGRenderer]);']);
      expect(topLevelEffects("import './fonts.css';\nexport const a = 1;\n")).toEqual(["import './fonts.css'"]);
      expect(topLevelEffects("globalStyle('body', { margin: 0 });\n")).toHaveLength(1);
    });
    it('finds none in a module of declarations', () => {
      expect(topLevelEffects("import { x } from './x';\nexport const y = x();\nexport function z() { return 1; }\nexport type T = string;\n")).toEqual([]);
    });
  });

  describe('pattern matching as bundlers read "sideEffects"', () => {
    it('matches a pattern without a slash against the file name anywhere, one with a slash from the package folder', () => {
      expect(matchesSideEffects('src/components/Select/Select.css.ts', ['*.css.ts'])).toBe(true);
      expect(matchesSideEffects('src/components/Chart/echarts.ts', ['./src/components/Chart/echarts.ts'])).toBe(true);
      expect(matchesSideEffects('src/components/Chart/Chart.tsx', ['./src/components/Chart/echarts.ts', '*.css.ts'])).toBe(false);
      expect(matchesSideEffects('dist/a/b.js', ['./dist/**/*.js'])).toBe(true);
    });
  });

  for (const name of ['ui', 'api']) {
    describe(`given packages/${name}`, () => {
      it('declares "sideEffects" and lists every module with a top-level effect', () => {
        const { sideEffects } = manifestOf(name);
        expect(sideEffects).toBeDefined();
        const packageDir = join(root, 'packages', name);
        // src/testing holds the test set-up, which no build imports.
        const files = modulesUnder(join(packageDir, 'src'), /\.tsx?$/).filter((file) => !file.includes('/src/testing/'));
        expect(undeclaredEffects(packageDir, files, sideEffects ?? false)).toEqual([]);
      });
    });
  }

  describe('given the kit published to other chambers', () => {
    it("declares the built counterparts: the fonts entry, ECharts' registration and the stylesheet", () => {
      const published = publishedManifest(manifestOf('ui'));
      expect(matchesSideEffects('dist/components/Chart/echarts.js', published.sideEffects)).toBe(true);
      expect(matchesSideEffects('dist/fonts.js', published.sideEffects)).toBe(true);
      expect(matchesSideEffects('dist/style.css', published.sideEffects)).toBe(true);
      expect(matchesSideEffects('dist/components/Chart/Chart.js', published.sideEffects)).toBe(false);
    });
  });
});
