import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../i18n/messages';
import { languageChanged } from '../state/language/languageSlice';
import { renderWithProviders } from '../testing/renderWithProviders';
import { nameFormSchema } from '../validation/adminReference';
import { useFormDialog } from './useFormDialog';

interface Names {
  nameFr: string;
  nameEn: string;
}

const empty: Names = { nameFr: '', nameEn: '' };

function NamesDialog({ onSave, onClose }: { onSave: (values: Names, logo: File | null) => void; onClose: () => void }) {
  const dialog = useFormDialog<Names, 'logo'>({
    initialValues: empty,
    rules: nameFormSchema,
    fileSlots: ['logo'],
    onSubmit: (values, { files, close }) => {
      onSave(values, files.logo);
      close();
    },
    onClose,
  });
  const { values, errors, onChange, onBlur, submitDisabled, onSubmit } = dialog.dialogProps;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Nom français
        <input value={values.nameFr} onChange={(event) => onChange('nameFr', event.target.value)} onBlur={() => onBlur('nameFr')} />
      </label>
      <label>
        Nom anglais
        <input value={values.nameEn} onChange={(event) => onChange('nameEn', event.target.value)} onBlur={() => onBlur('nameEn')} />
      </label>
      {errors.nameFr ? <p role="alert">{errors.nameFr}</p> : null}
      <p>{dialog.files.logo ? `logo: ${dialog.files.logo.name}` : 'no logo'}</p>
      <button type="button" onClick={() => dialog.chooseFile('logo', new File(['x'], 'logo.png', { type: 'image/png' }))}>
        Choose
      </button>
      <button type="button" onClick={() => dialog.refuseFile('logo')}>
        Refuse
      </button>
      <button type="button" onClick={dialog.close}>
        Cancel
      </button>
      <button type="submit" disabled={submitDisabled}>
        Save
      </button>
    </form>
  );
}

beforeAll(async () => {
  await Promise.all([loadArea('admin', 'fr'), loadArea('core', 'en'), loadArea('admin', 'en')]);
});

describe('useFormDialog, the state of a back-office form dialog', () => {
  describe('given a message shown in French', () => {
    it('says it in English as soon as the language changes, with no keystroke', async () => {
      const user = userEvent.setup();
      const { store } = renderWithProviders(<NamesDialog onSave={vi.fn()} onClose={vi.fn()} />);
      await user.type(screen.getByLabelText('Nom français'), 'x');
      await user.clear(screen.getByLabelText('Nom français'));
      await user.tab();
      expect(screen.getByRole('alert')).toHaveTextContent('Le nom français est requis');
      act(() => {
        store.dispatch(languageChanged('en'));
      });
      // the store switches once the English texts are there (languageLoading)
      expect(await screen.findByText('The French name is required')).toHaveAttribute('role', 'alert');
    });
  });

  describe('given a form opened empty', () => {
    it('opens in its true state: submit disabled, no message shown', () => {
      renderWithProviders(<NamesDialog onSave={vi.fn()} onClose={vi.fn()} />);
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('given a file the dialog refused', () => {
    it('keeps submit disabled until another file is chosen, then saves the values with the file and closes', async () => {
      const user = userEvent.setup();
      const onSave = vi.fn();
      const onClose = vi.fn();
      renderWithProviders(<NamesDialog onSave={onSave} onClose={onClose} />);
      await user.type(screen.getByLabelText('Nom français'), 'Santé');
      await user.type(screen.getByLabelText('Nom anglais'), 'Health');
      await user.click(screen.getByRole('button', { name: 'Refuse' }));
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Choose' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSave).toHaveBeenCalledWith({ nameFr: 'Santé', nameEn: 'Health' }, expect.objectContaining({ name: 'logo.png' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Nom français')).toHaveValue('');
      expect(screen.getByText('no logo')).toBeInTheDocument();
    });
  });

  describe('when the dialog is cancelled', () => {
    it('starts the form and its files again and closes', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      renderWithProviders(<NamesDialog onSave={vi.fn()} onClose={onClose} />);
      await user.type(screen.getByLabelText('Nom français'), 'Santé');
      await user.click(screen.getByRole('button', { name: 'Choose' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Nom français')).toHaveValue('');
      expect(screen.getByText('no logo')).toBeInTheDocument();
    });
  });
});
