import { afterEach, describe, expect, it, vi } from 'vitest';
import { pwaIntl, refusedOffline } from './pwaMessages';

describe('a write made offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is refused with the offline message in the page language, when nothing reached the service', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(refusedOffline({ status: 0 })).toBe(true);
    expect(refusedOffline(undefined)).toBe(true);
    expect(pwaIntl('fr').formatMessage({ id: 'app.pwa.offlineWrite' })).toBe("Vous êtes hors ligne : rien n'a été envoyé. Réessayez une fois connecté.");
    expect(pwaIntl('en-GB').formatMessage({ id: 'app.pwa.offlineWrite' })).toBe('You are offline: nothing was sent. Try again once you are connected.');
  });

  it("keeps the service's own answer, and online failures are not called offline", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(refusedOffline({ status: 429 })).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(refusedOffline({ status: 0 })).toBe(false);
  });
});
