import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { useAppForm, validationErrors } from './useAppForm';

interface Values {
  title: string;
  sector: string;
  permanent: boolean;
}

const empty: Values = { title: '', sector: '', permanent: false };
const frenchSchema = yup.object({
  title: yup.string().trim().required('Le titre est requis'),
  sector: yup.string().required('Ce champ est obligatoire.'),
  permanent: yup.boolean().required(),
});
const englishSchema = yup.object({
  title: yup.string().trim().required('The title is required'),
  sector: yup.string().required('This field is required.'),
  permanent: yup.boolean().required(),
});

function useForm(onSubmit = vi.fn(), initialValues: Values = empty, schema: yup.AnyObjectSchema = frenchSchema) {
  return useAppForm<Values>({ initialValues, schema, onSubmit, serverFields: { name: 'title' } });
}

describe('validationErrors', () => {
  it('gives the first message of every path, nested ones included', () => {
    const schema = yup.object({ days: yup.array(yup.object({ openingTime: yup.string().required('requis').min(5, 'court') })) });
    expect(validationErrors(schema, { days: [{ openingTime: '' }, { openingTime: '9' }, { openingTime: '09:00' }] })).toEqual({
      'days[0].openingTime': 'requis',
      'days[1].openingTime': 'court',
    });
  });
});

describe('useAppForm', () => {
  describe('given a form that opens empty', () => {
    it('is invalid from its first render, submit disabled, and shows no message', () => {
      const renders: Array<{ isValid: boolean; submitDisabled: boolean; shown: number }> = [];
      renderHook(() => {
        const form = useForm();
        renders.push({ isValid: form.isValid, submitDisabled: form.submitDisabled, shown: Object.keys(form.visibleErrors).length });
        return form;
      });
      expect(renders[0]).toEqual({ isValid: false, submitDisabled: true, shown: 0 });
    });
  });

  describe('when a field is focused and left without a change', () => {
    it('shows nothing: focus alone is not touched', () => {
      const { result } = renderHook(() => useForm());
      act(() => result.current.blur('title'));
      expect(result.current.visibleErrors).toEqual({});
    });
  });

  describe('when a field is changed and emptied again, then left', () => {
    it('shows its message, and only its own', () => {
      const { result } = renderHook(() => useForm());
      act(() => result.current.setValue('title', 'F'));
      act(() => result.current.setValue('title', ''));
      act(() => result.current.blur('title'));
      expect(result.current.visibleErrors).toEqual({ title: 'Le titre est requis' });
    });
  });

  describe('when a value is chosen and the field left in the same moment (a select chosen last)', () => {
    it('validates the new value, never the old one: no message, the form valid', () => {
      const { result } = renderHook(() => useForm());
      act(() => result.current.setValue('title', 'Forum'));
      act(() => {
        result.current.setValue('sector', '3');
        result.current.blur('sector');
      });
      expect(result.current.visibleErrors).toEqual({});
      expect(result.current.isValid).toBe(true);
      expect(result.current.submitDisabled).toBe(false);
    });
  });

  describe('when the language changes', () => {
    it('shows the messages in the new language', () => {
      const { result, rerender } = renderHook(({ schema }) => useForm(undefined, empty, schema), {
        initialProps: { schema: frenchSchema as yup.AnyObjectSchema },
      });
      act(() => result.current.setValue('title', ' '));
      expect(result.current.visibleErrors.title).toBe('Le titre est requis');
      rerender({ schema: englishSchema });
      expect(result.current.visibleErrors.title).toBe('The title is required');
    });
  });

  describe('when the service refuses a field (400 fields)', () => {
    it("shows its message under the form's field until the field changes; an unknown field is the form's error", async () => {
      const onSubmit = vi.fn((_values: Values, helpers: { fail: (error: unknown) => void }) =>
        helpers.fail({
          message: 'name : Maximum 150 caractères autorisés.',
          status: 400,
          error: 'Bad Request',
          fields: { name: 'Maximum 150 caractères autorisés.' },
        }),
      );
      const { result } = renderHook(() => useForm(onSubmit, { title: 'Forum', sector: '1', permanent: false }));
      await act(() => result.current.submit());
      expect(result.current.visibleErrors).toEqual({ title: 'Maximum 150 caractères autorisés.' });
      expect(result.current.serverError).toBeUndefined();
      expect(result.current.submitDisabled).toBe(true);
      act(() => result.current.setValue('title', 'Forum 2026'));
      expect(result.current.visibleErrors).toEqual({});
      expect(result.current.submitDisabled).toBe(false);

      onSubmit.mockImplementationOnce((_values, helpers) =>
        helpers.fail({ message: 'logo : Champ invalide.', status: 400, error: 'Bad Request', fields: { logo: 'Champ invalide.' } }),
      );
      await act(() => result.current.submit());
      expect(result.current.serverError).toBe('logo : Champ invalide.');
    });
  });

  describe('when a submit runs', () => {
    it('runs once at a time with the values shown', async () => {
      let finish = () => undefined as void;
      const onSubmit = vi.fn((_values: Values) => new Promise<void>((resolve) => (finish = resolve)));
      const { result } = renderHook(() => useForm(onSubmit, { title: 'Forum', sector: '1', permanent: true }));
      let first: Promise<void> = Promise.resolve();
      act(() => {
        first = result.current.submit();
      });
      expect(result.current.submitting).toBe(true);
      await act(() => result.current.submit());
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ title: 'Forum', sector: '1', permanent: true });
      await act(async () => {
        finish();
        await first;
      });
      expect(result.current.submitting).toBe(false);
    });
  });

  describe('when it is reset, or opened with other values', () => {
    it('goes back to the initial values with nothing shown', () => {
      const { result, rerender } = renderHook(({ initial }) => useForm(undefined, initial), { initialProps: { initial: empty } });
      act(() => result.current.setValue('title', ' '));
      act(() => result.current.reset());
      expect(result.current.values).toEqual(empty);
      expect(result.current.visibleErrors).toEqual({});
      act(() => result.current.setValue('title', 'x'));
      const other = { title: 'Autre', sector: '2', permanent: false };
      rerender({ initial: other });
      expect(result.current.values).toEqual(other);
      expect(result.current.dirty).toBe(false);
    });

    const forum = { title: 'Forum', sector: '1', permanent: true };

    it('after a save, the record read again keeps what was changed since the save', async () => {
      const { result, rerender } = renderHook(({ initial }) => useForm(vi.fn(), initial), { initialProps: { initial: forum } });
      act(() => result.current.setValue('title', 'Forum 2026'));
      await act(() => result.current.submit());
      act(() => result.current.setValue('sector', '2'));
      // the read after the save: the record as the service stored it
      rerender({ initial: { ...forum, title: 'Forum 2026' } });
      expect(result.current.values).toEqual({ title: 'Forum 2026', sector: '2', permanent: true });
      expect(result.current.dirty).toBe(true);
    });

    it('after a save with nothing changed since, the record read again is the form', async () => {
      const { result, rerender } = renderHook(({ initial }) => useForm(vi.fn(), initial), { initialProps: { initial: forum } });
      act(() => result.current.setValue('title', 'Forum 2026 '));
      await act(() => result.current.submit());
      // the service trims what it stores
      rerender({ initial: { ...forum, title: 'Forum 2026' } });
      expect(result.current.values).toEqual({ ...forum, title: 'Forum 2026' });
      expect(result.current.dirty).toBe(false);
    });

    it('after a save the service refused, or one that started the form again, the record read again is the form', async () => {
      const refusing = vi.fn((_values: Values, { fail }: { fail: (error: unknown) => void }) => fail(new Error('refusé')));
      const { result, rerender } = renderHook(({ initial }) => useForm(refusing, initial), { initialProps: { initial: forum } });
      act(() => result.current.setValue('title', 'Forum 2026'));
      await act(() => result.current.submit());
      act(() => result.current.setValue('sector', '2'));
      rerender({ initial: { ...forum, title: 'Autre' } });
      expect(result.current.values).toEqual({ ...forum, title: 'Autre' });

      // a dialog's save closes it and starts the form again; the next record it opens with is its form
      const closing = vi.fn((_values: Values, { reset }: { reset: () => void }) => reset());
      const dialog = renderHook(({ initial }) => useForm(closing, initial), { initialProps: { initial: empty } });
      act(() => dialog.result.current.setValues(forum, ['title', 'sector', 'permanent']));
      await act(() => dialog.result.current.submit());
      dialog.rerender({ initial: { ...forum, title: 'Secteur 1' } });
      expect(dialog.result.current.values).toEqual({ ...forum, title: 'Secteur 1' });
    });
  });
});

/** A form as a screen renders it: each field marked invalid when its message shows. */
function TwoFieldForm() {
  const form = useForm();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <label>
        Titre
        <input
          value={form.values.title}
          aria-invalid={form.visibleErrors.title ? true : undefined}
          onChange={(event) => form.setValue('title', event.target.value)}
        />
      </label>
      <label>
        Secteur
        <input
          value={form.values.sector}
          aria-invalid={form.visibleErrors.sector ? true : undefined}
          onChange={(event) => form.setValue('sector', event.target.value)}
        />
      </label>
      <button type="submit">Enregistrer</button>
      {form.invalidSubmit ? <p role="alert">Veuillez corriger les erreurs dans le formulaire.</p> : null}
    </form>
  );
}

describe('given an invalid submit', () => {
  it('shows every message and puts the focus on the first invalid field', async () => {
    const user = userEvent.setup();
    render(<TwoFieldForm />);
    await user.type(screen.getByLabelText('Secteur'), '4');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Titre')).toHaveFocus();
  });
});
