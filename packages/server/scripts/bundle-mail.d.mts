import type { BuildOptions, Metafile } from 'esbuild';

export const mailRendererOutput: string;
export const mailBundleOptions: BuildOptions & { entryPoints: string[]; metafile: true };
export function mailBundleProblems(metafile: Metafile): string[];
