import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { Alert } from './Alert';

describe('Alert', () => {
  describe('given the error tone', () => {
    it('interrupts with role alert', () => {
      renderWithUi(<Alert tone="error">Erreur lors du chargement des horaires</Alert>);
      expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des horaires');
    });
  });

  describe('given the success tone', () => {
    it('is a polite status', () => {
      renderWithUi(<Alert tone="success">Les médias ont été enregistrés avec succès !</Alert>);
      expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'success');
    });
  });

  describe('given dismissible', () => {
    it('closes with the "Fermer" button and tells the screen', async () => {
      const onDismiss = vi.fn();
      const { user } = renderWithUi(
        <Alert tone="info" dismissible onDismiss={onDismiss}>
          Info
        </Alert>,
      );
      await user.click(screen.getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });

    it('names the button in English when the locale is en', () => {
      renderWithUi(<Alert dismissible>Info</Alert>, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    });
  });

  describe('given autoDismissMs', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stays until the delay has passed, then hides and calls onDismiss once', () => {
      const onDismiss = vi.fn();
      renderWithUi(
        <Alert tone="success" autoDismissMs={3000} onDismiss={onDismiss}>
          OK
        </Alert>,
      );
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });
  });
});
