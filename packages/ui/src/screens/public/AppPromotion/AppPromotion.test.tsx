import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { AppPromotion } from './AppPromotion';

describe('AppPromotion', () => {
  it('lists the four features of the app', () => {
    renderWithUi(<AppPromotion onAppleStore={vi.fn()} onGooglePlay={vi.fn()} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Recherche rapide',
      'Fiches détaillées',
      'Actualités',
      'Contact direct',
    ]);
  });

  describe('when the Apple store button is clicked', () => {
    it('lets the container show the not-yet-available alert', async () => {
      const onAppleStore = vi.fn();
      const onGooglePlay = vi.fn();
      const { user } = renderWithUi(<AppPromotion onAppleStore={onAppleStore} onGooglePlay={onGooglePlay} />, { locale: 'en' });
      await user.click(screen.getByRole('button', { name: 'Download on the App Store' }));
      expect(onAppleStore).toHaveBeenCalledTimes(1);
      expect(onGooglePlay).not.toHaveBeenCalled();
    });
  });
});
