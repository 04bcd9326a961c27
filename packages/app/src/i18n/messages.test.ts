import { afterEach, describe, expect, it, vi } from 'vitest';
import { frenchMessages, isLoaded, loadArea, loadMessages, messagesFor, translator, type MessageId } from './messages';

afterEach(() => {
  vi.restoreAllMocks();
});

// One module instance per test file: these cases run in order, from a start where only French is loaded (its core,
// and the areas the test set-up loads: testing/setup.ts).
describe('messages for a language', () => {
  describe('given a fresh start', () => {
    it('French, the default, is there at once and English is not in the bundle yet', () => {
      expect(messagesFor('fr')).toMatchObject(frenchMessages);
      expect(messagesFor('en')).toBeUndefined();
    });

    it('a translator for English speaks French until English is loaded, never ids', () => {
      expect(translator('en')('validation.login.email.required')).toBe(translator('fr')('validation.login.email.required'));
      expect(translator('en')('validation.login.email.required')).not.toBe('validation.login.email.required');
    });
  });

  describe('when English is asked for twice at once', () => {
    it('one load serves both and holds the kit and app messages', async () => {
      const first = loadMessages('en');
      const second = loadMessages('en');
      expect(second).toBe(first);
      const english = await first;
      expect(messagesFor('en')).toBe(english);
      expect(english).toMatchObject({ 'ui.pagination.next': 'Next', 'validation.login.email.required': 'Email required' });
    });
  });

  describe('given English loaded', () => {
    it('the translator fills ICU placeholders in the language asked for', () => {
      expect(translator('fr')('validation.min', { length: 50 })).toBe('Minimum 50 caractères requis.');
      expect(translator('en')('validation.min', { length: 50 })).toBe('Minimum 50 characters required.');
    });
  });

  describe('given an id missing from the catalogue', () => {
    it('shows the id and logs the problem instead of throwing', () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(translator('fr')('app.does.not.exist' as MessageId)).toBe('app.does.not.exist');
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ code: 'MISSING_TRANSLATION' }));
    });
  });

  describe('given the areas of the screens reached', () => {
    it("an area's texts join the language's messages once loaded, and English is loaded for it too before it counts as loaded", async () => {
      expect(messagesFor('en')).toMatchObject({ 'member.header.signOut': 'Sign out' });
      expect(isLoaded('en')).toBe(true);
      await loadArea('member', 'fr');
      expect(messagesFor('fr')).toMatchObject({ 'member.header.signOut': 'Se déconnecter', 'app.member.error.user': expect.any(String) });
    });
  });
});
