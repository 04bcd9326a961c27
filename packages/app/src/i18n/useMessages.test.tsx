import { screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { messagesFor } from './messages';

describe('the messages shown', () => {
  describe('given a state that starts in English before its messages are loaded', () => {
    it('shows French, then English once it arrives, never ids', async () => {
      expect(messagesFor('en')).toBeUndefined();
      const { container } = renderWithProviders(<FormattedMessage id="ui.pagination.next" />, { preloadedState: { language: { current: 'en' } } });
      expect(screen.getByText('Suivant')).toBeInTheDocument();
      expect(container.querySelector('[lang]')).toHaveAttribute('lang', 'fr');
      expect(await screen.findByText('Next')).toBeInTheDocument();
      expect(container.querySelector('[lang]')).toHaveAttribute('lang', 'en');
    });
  });
});
