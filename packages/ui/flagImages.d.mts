import type { Plugin } from 'vite';

/** The folder of the images, `<region>.svg` each. */
export declare const flagImagesDir: string;
/** The path they are served under: CountryFlag's `flagImagesPath`. */
export declare const flagImagesPath: string;
/** Serves `/flags/<region>.svg` while developing, and writes every region's image into the build's `flags/`. */
export declare function flagImages(): Plugin;
