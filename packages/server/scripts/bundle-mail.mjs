#!/usr/bin/env node
// The second step of the service's build (package.json `build`, after tsc): dist/services/mailRenderer.js, which tsc
// wrote as a re-export of @annuaire/ui/mail, becomes one module holding the kit's mail renderer and React's server
// renderer. The service then runs on its own production dependencies, which are all the image installs
// (packages/server/Dockerfile): the kit is a devDependency of the service. The build fails if the bundle would import
// a package or hold another module of the service; deploy.test.ts builds the same bundle in memory and checks it too.
import { isBuiltin } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const entry = resolve(packageRoot, 'src/services/mailRenderer.ts');
export const mailRendererOutput = resolve(packageRoot, 'dist/services/mailRenderer.js');

export const mailBundleOptions = {
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // React's production build, as in the app's server-rendering bundle (React picks its build from NODE_ENV)
  define: { 'process.env.NODE_ENV': '"production"' },
  // react-dom/server is CommonJS and requires Node's modules (stream, util...): an ES module has no `require` of its own
  banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  metafile: true,
  logLevel: 'warning',
};

/** What is wrong with a build of the bundle: the packages it still imports, the service's modules other than its entry. */
export function mailBundleProblems(metafile) {
  const problems = [];
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const file = resolve(input);
    if (file !== entry && file.startsWith(resolve(packageRoot, 'src'))) problems.push(`${relative(packageRoot, file)} is bundled: import it elsewhere`);
    for (const { path, external } of imports) if (external && !isBuiltin(path)) problems.push(`${relative(packageRoot, file)} imports ${path}`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { metafile } = await build({ ...mailBundleOptions, outfile: mailRendererOutput, allowOverwrite: true, sourcemap: true });
  const problems = mailBundleProblems(metafile);
  if (problems.length > 0) {
    console.error(`The mail bundle is not self-contained:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
