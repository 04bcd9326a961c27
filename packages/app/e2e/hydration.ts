import { expect, type Locator } from '@playwright/test';

/**
 * The element once React has hydrated it (its props attached). A server-rendered page asks for its code after its
 * largest paint (src/boot.ts): until then its links and forms work as plain HTML, and a button that needs the app
 * does nothing yet, as for a reader whose JavaScript is still on its way.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
  return locator;
}
