import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n/messages';
import { SUCCESS_MESSAGE_MS, useMemberSave } from './useMemberSave';

function French({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" messages={messagesFor('fr')}>
      {children}
    </IntlProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('member save rules (spec public §4, §8)', () => {
  describe('given no companyId', () => {
    it("shows 'Impossible de sauvegarder : ID de l'entreprise manquant' and calls nothing", async () => {
      const call = vi.fn(async () => ({}));
      const { result } = renderHook(() => useMemberSave(null, () => undefined), { wrapper: French });
      await act(() => result.current.run(call));
      expect(result.current.save).toEqual({ error: "Impossible de sauvegarder : ID de l'entreprise manquant" });
      expect(call).not.toHaveBeenCalled();
    });
  });

  describe('when the save fails', () => {
    it("shows the server's message", async () => {
      const { result } = renderHook(() => useMemberSave(12, () => undefined), { wrapper: French });
      await act(() => result.current.run(async () => ({ error: { message: 'Fichier trop volumineux', status: 413, error: 'Payload Too Large' } })));
      expect(result.current.save).toEqual({ error: 'Fichier trop volumineux' });
    });

    it("without a message asks for the screen's default ('Erreur lors de l'enregistrement des modifications')", async () => {
      const { result } = renderHook(() => useMemberSave(12, () => undefined), { wrapper: French });
      await act(() => result.current.run(async () => ({ error: { message: ' ', status: 0, error: 'TypeError' } })));
      expect(result.current.save).toEqual({ error: true });
    });
  });

  describe('when the browser is offline and nothing reached the service', () => {
    afterEach(() => vi.restoreAllMocks());

    it('says so plainly in the page language, rather than a connection error', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { result } = renderHook(() => useMemberSave(12, () => undefined), { wrapper: French });
      await act(() => result.current.run(async () => ({ error: { message: 'Erreur de connexion', status: 0, error: 'TypeError' } })));
      expect(result.current.save).toEqual({ error: "Vous êtes hors ligne : rien n'a été envoyé. Réessayez une fois connecté." });
    });
  });

  describe('when a save is in progress', () => {
    it('ignores another one', async () => {
      let finish: () => void = () => undefined;
      const first = vi.fn(() => new Promise<{ data?: unknown; error?: unknown }>((resolve) => (finish = () => resolve({}))));
      const second = vi.fn(async () => ({}));
      const { result } = renderHook(() => useMemberSave(12, () => undefined), { wrapper: French });
      let firstRun: Promise<boolean> = Promise.resolve(false);
      act(() => {
        firstRun = result.current.run(first);
      });
      expect(result.current.save).toEqual({ saving: true });
      let secondOutcome: boolean | undefined;
      await act(async () => {
        secondOutcome = await result.current.run(second);
      });
      expect(secondOutcome).toBe(false);
      expect(second).not.toHaveBeenCalled();
      await act(async () => {
        finish();
        await firstRun;
      });
      expect(result.current.save).toEqual({ saved: true });
    });
  });

  describe('when the save succeeds', () => {
    it('shows the success for 3 s, then clears it and reloads', async () => {
      vi.useFakeTimers();
      const reload = vi.fn();
      const { result } = renderHook(() => useMemberSave(12, reload), { wrapper: French });
      await act(() => result.current.run(async () => ({ data: {} })));
      expect(result.current.save).toEqual({ saved: true });
      act(() => vi.advanceTimersByTime(SUCCESS_MESSAGE_MS - 1));
      expect(result.current.save).toEqual({ saved: true });
      expect(reload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.save).toEqual({});
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('reloads at once when the screen is left before the 3 s', async () => {
      vi.useFakeTimers();
      const reload = vi.fn();
      const { result, unmount } = renderHook(() => useMemberSave(12, reload), { wrapper: French });
      await act(() => result.current.run(async () => ({ data: {} })));
      // The renderer may run effect cleanups after the unmount call returns: act() waits for them.
      act(() => unmount());
      expect(reload).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(SUCCESS_MESSAGE_MS));
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });
});
