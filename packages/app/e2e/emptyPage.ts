import type { Page } from '@playwright/test';

/**
 * Counts, from now on, each change of the page after which it shows no text at all: an empty page between two screens,
 * as a visitor sees it flash (a MutationObserver in the page, so that no moment between two checks goes unseen). Read
 * with emptyPagesSeen.
 */
export async function watchForEmptyPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { empty: 0 };
    Object.assign(window, { emptyPagesSeen: seen });
    new MutationObserver(() => {
      if (document.body.innerText.trim() === '') seen.empty += 1;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** How many changes watchForEmptyPage counted after which the page showed no text. */
export const emptyPagesSeen = (page: Page) => page.evaluate(() => (window as Window & { emptyPagesSeen?: { empty: number } }).emptyPagesSeen?.empty);
