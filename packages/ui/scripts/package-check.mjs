#!/usr/bin/env node
// The packed kit works for another app: build, `npm pack`, install the tarball in a temp consumer, render a Button
// with the evergreen theme through react-dom/server and check that its classes exist in the shipped stylesheet.
// Run by the package's `test` script; `--no-build` reuses dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { matchesSideEffects, modulesUnder, undeclaredEffects } from '../../../tools/sideEffects.mjs';
import { build, packIntoConsumer } from './pack-consumer.mjs';

const failures = [];
const check = (condition, message) => {
  if (!condition) failures.push(message);
  console.log(`${condition ? '✓' : '✗'} ${message}`);
};

if (!process.argv.includes('--no-build')) build();
const { workDir, consumerDir, installed, manifest } = packIntoConsumer();

try {
  check(manifest.exports?.['.']?.import === './dist/index.js', 'the packed manifest exports "." from dist/index.js');
  check(existsSync(path.join(installed, 'dist/index.d.ts')), 'the package ships type declarations (dist/index.d.ts)');
  check(existsSync(path.join(installed, 'dist/style.css')), 'the package ships the extracted stylesheet (dist/style.css)');
  check(!existsSync(path.join(installed, 'src')), 'the package ships no source folder');
  // A consumer's bundler drops every module the published "sideEffects" does not list: each built module with a
  // top-level effect (ECharts' registration, the fonts' stylesheets) must be listed, or charts never draw there.
  const undeclared = undeclaredEffects(installed, modulesUnder(path.join(installed, 'dist'), /\.js$/), manifest.sideEffects ?? false);
  check(
    undeclared.length === 0,
    `every built module with a top-level effect is listed in the published "sideEffects"${undeclared.length ? ` (missing: ${undeclared.map((u) => u.module).join(', ')})` : ''}`,
  );
  check(
    matchesSideEffects('dist/components/Chart/echarts.js', manifest.sideEffects ?? []),
    "the published manifest keeps ECharts' registration (dist/components/Chart/echarts.js)",
  );

  writeFileSync(
    path.join(consumerDir, 'render.mjs'),
    `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, UiProvider, evergreenTheme } from '@annuaire/ui';
const html = renderToString(h(UiProvider, { theme: 'evergreen', locale: 'en' }, h(Button, { variant: 'danger', size: 'lg' }, 'Delete')));
process.stdout.write(JSON.stringify({ html, evergreenTheme }));
`,
  );
  const rendered = spawnSync(process.execPath, ['render.mjs'], { cwd: consumerDir, encoding: 'utf8' });
  check(
    rendered.status === 0,
    `the consumer imports @annuaire/ui and renders (exit ${rendered.status}${rendered.stderr ? `: ${rendered.stderr.trim().split('\n')[0]}` : ''})`,
  );
  if (rendered.status === 0) {
    const { html, evergreenTheme } = JSON.parse(rendered.stdout);
    const css = readFileSync(path.join(installed, 'dist/style.css'), 'utf8');
    const buttonClasses = /<button[^>]*class="([^"]+)"/.exec(html)?.[1]?.split(/\s+/) ?? [];
    check(html.includes(`class="${evergreenTheme}`), `the evergreen theme class (${evergreenTheme}) wraps the app`);
    check(
      /data-variant="danger"/.test(html) && /data-size="lg"/.test(html) && html.includes('>Delete</button>'),
      'the Button renders with its variant, size and label',
    );
    check(buttonClasses.length >= 3, `the Button carries its recipe classes (${buttonClasses.join(' ')})`);
    // Base, variant and size classes carry rules; a variant with no styles (fullWidth false) has none by design.
    const styled = buttonClasses.filter((name) => css.includes(`.${name}`));
    check(styled.length >= 3, `the Button's base, variant and size classes have rules in style.css (${styled.join(' ')})`);
    check(css.includes(`.${evergreenTheme}{`) || css.includes(`.${evergreenTheme} {`), 'the evergreen theme variables are defined in style.css');
  }

  // The service renders its mails in plain Node from the packed kit: `@annuaire/ui/mail` loads without a bundler, and
  // nothing it imports is a stylesheet or browser code.
  check(manifest.exports?.['./mail']?.import === './dist/mail.js', 'the packed manifest exports "./mail" from dist/mail.js');
  check(existsSync(path.join(installed, 'dist/mail/index.d.ts')), 'the mails ship their type declarations (dist/mail/index.d.ts)');
  writeFileSync(
    path.join(consumerDir, 'mail.mjs'),
    `import { renderMail } from '@annuaire/ui/mail';
const mail = renderMail('passwordReset', 'en', { chamberName: 'AmCham Test', logoUrl: 'https://example.org/api/files/logo.png', link: 'https://example.org/login' });
process.stdout.write(JSON.stringify(mail));
`,
  );
  const mailed = spawnSync(process.execPath, ['mail.mjs'], { cwd: consumerDir, encoding: 'utf8' });
  check(
    mailed.status === 0,
    `plain Node imports @annuaire/ui/mail and renders a mail (exit ${mailed.status}${mailed.stderr ? `: ${mailed.stderr.trim().split('\n')[0]}` : ''})`,
  );
  if (mailed.status === 0) {
    const { subject, text, html } = JSON.parse(mailed.stdout);
    check(
      subject === 'Password reset' &&
        text.includes('https://example.org/login') &&
        html.startsWith('<!doctype html>') &&
        html.includes('href="https://example.org/login"'),
      'the mail has its subject, its text part and its HTML part with the same link',
    );
  }
  // the modules the mails' entry reaches, and the packages they import
  const mailModules = [];
  const mailPackages = new Set();
  const follow = (file) => {
    if (mailModules.includes(file)) return;
    mailModules.push(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["']([^"']+)["']/g)) {
      if (specifier.startsWith('.')) follow(path.resolve(path.dirname(file), specifier));
      else mailPackages.add(specifier);
    }
  };
  follow(path.join(installed, 'dist/mail.js'));
  const styled = [...mailModules.map((file) => path.relative(installed, file)), ...mailPackages].filter((name) => /\.css(\.js)?$/.test(name));
  check(
    styled.length === 0 && [...mailPackages].every((name) => /^react(-dom)?(\/|$)/.test(name)),
    `the mails reach no stylesheet and no package but React (${mailModules.length} modules; ${[...mailPackages].join(', ')})`,
  );
  // React's development JSX runtime exports no jsxDEV under NODE_ENV=production, which is how the service runs: a kit
  // built from under a test runner (NODE_ENV=test) would ship mails that throw there
  const devRuntime = modulesUnder(path.join(installed, 'dist'), /\.js$/).filter((file) => readFileSync(file, 'utf8').includes('react/jsx-dev-runtime'));
  check(
    devRuntime.length === 0,
    `the built modules use React's production JSX runtime${devRuntime.length ? ` (${devRuntime.length} modules import react/jsx-dev-runtime, e.g. ${path.relative(installed, devRuntime[0])})` : ''}`,
  );
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n@annuaire/ui package check failed: ${failures.length} problem(s).`);
  process.exit(1);
}
console.log('\n@annuaire/ui package check passed.');
