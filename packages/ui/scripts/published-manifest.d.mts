export function distSideEffect(pattern: string): string | null;
export function publishedManifest<T extends { sideEffects: string[] }>(manifest: T): Omit<T, 'devDependencies'> & { sideEffects: string[] };
