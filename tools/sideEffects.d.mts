export function topLevelEffects(code: string, fileName?: string): string[];
export function matchesSideEffects(path: string, patterns: readonly string[]): boolean;
export function modulesUnder(folder: string, extensions: RegExp): string[];
export function undeclaredEffects(packageDir: string, files: readonly string[], patterns: readonly string[] | false): Array<{ module: string; effects: string[] }>;
