import { screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { languageChanged } from '../state/language/languageSlice';
import { messagesFor } from '../i18n/messages';
import { renderWithProviders } from '../testing/renderWithProviders';

/** A kit text and an app text side by side. */
function Probe() {
  return (
    <p>
      <FormattedMessage id="ui.pagination.next" /> / <FormattedMessage id="app.member.error.user" />
    </p>
  );
}

describe('the interface language', () => {
  describe('when English is chosen while only French is loaded', () => {
    it('French stays shown until English has arrived, then kit and app texts switch together', async () => {
      expect(messagesFor('en')).toBeUndefined();
      const { store, container } = renderWithProviders(<Probe />);
      store.dispatch(languageChanged('en'));
      expect(screen.getByText('Suivant / Erreur lors de la récupération de vos informations utilisateur')).toBeInTheDocument();
      expect(store.getState().language.current).toBe('fr');
      expect(await screen.findByText('Next / Error retrieving your user information')).toBeInTheDocument();
      expect(store.getState().language.current).toBe('en');
      expect(container.querySelector('[lang]')).toHaveAttribute('lang', 'en');
    });
  });
});
