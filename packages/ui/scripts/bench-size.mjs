#!/usr/bin/env node
// `npm run bench:ui`: gzip sizes of the kit as another app ships it. The packed tarball is installed in a temp
// consumer (pack-consumer.mjs) and bundled by Vite twice: a Button-only app and an app importing the whole kit.
// React and react-dom are left out (every React app pays them anyway); the kit's own dependencies are counted.
// A measurement, never a test. `--no-build` reuses dist/.
import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as viteBuild } from 'vite';
import { build, packIntoConsumer } from './pack-consumer.mjs';

if (!process.argv.includes('--no-build')) build();
const { workDir, consumerDir } = packIntoConsumer();

const entries = {
  'Button only': `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, UiProvider } from '@annuaire/ui';
import '@annuaire/ui/style.css';
createRoot(document.getElementById('root')).render(h(UiProvider, { theme: 'evergreen' }, h(Button, null, 'OK')));
`,
  'Whole kit': `import * as kit from '@annuaire/ui';
import '@annuaire/ui/style.css';
globalThis.kit = kit;
`,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (code) => gzipSync(code, { level: 9 }).length;
const rows = [];

try {
  for (const [name, source] of Object.entries(entries)) {
    const file = path.join(consumerDir, `${name.replace(/\W+/g, '-').toLowerCase()}.js`);
    writeFileSync(file, source);
    const result = await viteBuild({
      root: consumerDir,
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        target: 'es2022',
        cssCodeSplit: false,
        rolldownOptions: { input: file, external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result).output;
    const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
    const initial = new Set();
    const visit = (fileName) => {
      if (initial.has(fileName)) return;
      initial.add(fileName);
      for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
    const sum = (names) => [...names].reduce((total, fileName) => total + gzip(chunks.get(fileName)?.code ?? ''), 0);
    const lazy = [...chunks.keys()].filter((fileName) => !initial.has(fileName));
    const css = output.filter((item) => item.type === 'asset' && item.fileName.endsWith('.css')).reduce((total, asset) => total + gzip(asset.source), 0);
    rows.push({ name, js: sum(initial), lazy: sum(lazy), css });
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

console.log('\n@annuaire/ui gzip sizes (react and react-dom excluded)');
console.log('consumer      | initial JS | on-demand JS (ECharts) | CSS');
for (const row of rows) console.log(`${row.name.padEnd(13)} | ${kb(row.js).padStart(10)} | ${kb(row.lazy).padStart(22)} | ${kb(row.css)}`);
