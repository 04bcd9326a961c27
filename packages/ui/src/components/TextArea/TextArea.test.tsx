import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  describe('given a maxLength', () => {
    it('shows the counter n / max from the default value', () => {
      renderWithUi(<TextArea label="Description" maxLength={500} defaultValue="Bonjour" />);
      expect(screen.getByText('7 / 500')).toBeInTheDocument();
    });

    it('updates the counter as the user types (uncontrolled)', async () => {
      const { user } = renderWithUi(<TextArea label="Description" maxLength={20} />);
      await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Dakar');
      expect(screen.getByText('5 / 20')).toBeInTheDocument();
    });

    it('counts the controlled value', async () => {
      function Controlled() {
        const [text, setText] = useState('ab');
        return <TextArea label="Commentaire" maxLength={10} value={text} onChange={(event) => setText(event.target.value)} />;
      }
      const { user } = renderWithUi(<Controlled />);
      expect(screen.getByText('2 / 10')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Commentaire' }), 'cd');
      expect(screen.getByText('4 / 10')).toBeInTheDocument();
    });

    it('stops the input at max by default', async () => {
      const { user } = renderWithUi(<TextArea label="Description" maxLength={3} />);
      const textarea = screen.getByRole('textbox', { name: 'Description' });
      await user.type(textarea, 'abcdef');
      expect(textarea).toHaveValue('abc');
      expect(screen.getByText('3 / 3')).toHaveAttribute('data-over', 'false');
    });

    it('with allowOverflow lets the text go past max and flags the counter', async () => {
      const { user } = renderWithUi(<TextArea label="Description" maxLength={3} allowOverflow />);
      await user.type(screen.getByRole('textbox', { name: 'Description' }), 'abcd');
      expect(screen.getByText('4 / 3')).toHaveAttribute('data-over', 'true');
    });

    it('describes the textarea with the counter', () => {
      renderWithUi(<TextArea label="Description" maxLength={500} defaultValue="" hint="Entre 50 et 500 caractères" />);
      expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('Entre 50 et 500 caractères 0 / 500');
    });
  });

  describe('given no maxLength', () => {
    it('shows no counter', () => {
      renderWithUi(<TextArea label="Adresse" defaultValue="Dakar" />);
      expect(screen.queryByText(/\d+ \/ \d+/)).not.toBeInTheDocument();
    });
  });

  describe('given an error', () => {
    it('marks the textarea invalid and describes it with the message', () => {
      renderWithUi(<TextArea label="Description" required error="Minimum 50 caractères requis." />);
      const textarea = screen.getByRole('textbox', { name: 'Description' });
      expect(textarea).toBeRequired();
      expect(textarea).toHaveAttribute('aria-invalid', 'true');
      expect(textarea).toHaveAccessibleDescription('Minimum 50 caractères requis.');
    });
  });
});
