/** Types of web-build.mjs, for the TypeScript that uses it (tests/e2e/global-setup.ts). */
export function webAppIsFresh(outDir: string): boolean;
export function buildWebApp(outDir: string): void;
