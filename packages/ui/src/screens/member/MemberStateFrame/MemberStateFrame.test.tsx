import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { MemberStateFrame } from './MemberStateFrame';

describe('MemberStateFrame', () => {
  describe('given the screen is loading', () => {
    it('shows a spinner and not the screen', () => {
      renderWithUi(<MemberStateFrame load={{ status: 'loading' }}>screen</MemberStateFrame>);
      expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
      expect(screen.queryByText('screen')).not.toBeInTheDocument();
    });
  });

  describe('given an expired session', () => {
    it("shows 'Session expirée. Veuillez vous reconnecter.' without Retry", () => {
      renderWithUi(<MemberStateFrame load={{ status: 'sessionExpired' }} onRetry={() => {}} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
      expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    });

    it('says it in English', () => {
      renderWithUi(<MemberStateFrame load={{ status: 'sessionExpired' }} />, { locale: 'en' });
      expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
    });
  });

  describe('given a user without a company', () => {
    it("shows 'Aucune entreprise associée à votre compte'", () => {
      renderWithUi(<MemberStateFrame load={{ status: 'noCompany' }} />);
      expect(screen.getByRole('heading', { name: 'Aucune entreprise associée à votre compte' })).toBeInTheDocument();
    });
  });

  describe('given a load error', () => {
    it('shows the message and a Retry button that calls onRetry', async () => {
      const onRetry = vi.fn();
      const { user } = renderWithUi(<MemberStateFrame load={{ status: 'error', message: 'Erreur lors du chargement des horaires' }} onRetry={onRetry} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des horaires');
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it("falls back to the screen's default message", () => {
      renderWithUi(<MemberStateFrame load={{ status: 'error' }} defaultErrorMessage="Erreur lors du chargement des médias" />);
      expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des médias');
    });

    it('shows no Retry when none is given', () => {
      renderWithUi(<MemberStateFrame load={{ status: 'error', message: 'Oups' }} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given the data is ready', () => {
    it('shows the screen', () => {
      renderWithUi(<MemberStateFrame load={{ status: 'ready' }}>screen</MemberStateFrame>);
      expect(screen.getByText('screen')).toBeInTheDocument();
    });
  });
});
