// The flag images the kit's CountryFlag shows (src/components/CountryFlag), for the build tools of whoever renders
// the kit: a Vite plugin that serves them in development and writes them into a build, and the folder they come from
// (Storybook serves it as a static folder). They are the 4:3 flags of flag-icons (MIT), one SVG per ISO region,
// asked for only when a flag is shown: a page pays for the flags it shows, never for the whole set.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The folder of the images, `<region>.svg` each. */
export const flagImagesDir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

/** The path they are served under: CountryFlag's `flagImagesPath`. */
export const flagImagesPath = '/flags';

const REGION_FILE = /^[a-z]{2}\.svg$/;

/** Serves `/flags/<region>.svg` while developing, and writes every region's image into the build's `flags/`. */
export function flagImages() {
  return {
    name: 'annuaire:flag-images',
    configureServer(server) {
      server.middlewares.use(flagImagesPath, (request, response, next) => {
        const file = path.basename(request.url ?? '');
        if (!REGION_FILE.test(file)) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(path.join(flagImagesDir, file)));
      });
    },
    generateBundle() {
      for (const file of readdirSync(flagImagesDir).filter((name) => REGION_FILE.test(name))) {
        this.emitFile({ type: 'asset', fileName: `${flagImagesPath.slice(1)}/${file}`, source: readFileSync(path.join(flagImagesDir, file)) });
      }
    },
  };
}
