import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  describe('given a maxLength', () => {
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
  });
});
