import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The kit's other reuse path: a chamber's own React app installs the packed kit (not the workspace) with its own
// theme. A file the app needs that the package does not ship fails the script's type check or Vite build.
describe('given examples/chamber-site installed from the npm pack tarball of @annuaire/ui', () => {
  it("type-checks and builds, with the chamber's theme colour and the kit's styles in its stylesheet", () => {
    const script = fileURLToPath(new URL('./build-example.mjs', import.meta.url));
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const built = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(built.files).toContain('index.html');
    expect(built.files.some((file: string) => /^assets\/index-.+\.js$/.test(file))).toBe(true);
    expect(built).toMatchObject({ themeColourInCss: true, kitStylesInCss: true, kitTextsInJs: true });
  });
});
