import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { translator } from '../../i18n/messages';
import { newPasswordSchema } from './newPasswordSchema';

const schema = newPasswordSchema(translator('fr'));

/** The message each field shows: the first of its errors, as Formik keeps it. */
async function errorsOf(values: { password: string; confirmation: string }): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    const first = new Map<string, string>();
    for (const inner of (error as ValidationError).inner) if (inner.path && !first.has(inner.path)) first.set(inner.path, inner.message);
    return [...first.values()];
  }
}

describe('new password of a reset link', () => {
  it('accepts 6 to 128 characters typed twice', async () => {
    expect(await errorsOf({ password: 'secret', confirmation: 'secret' })).toEqual([]);
    expect(await errorsOf({ password: 'x'.repeat(128), confirmation: 'x'.repeat(128) })).toEqual([]);
  });

  it('requires both fields', async () => {
    expect(await errorsOf({ password: '', confirmation: '' })).toEqual(['Mot de passe requis', 'Confirmation requise']);
  });

  it('refuses fewer than 6 characters with the sign-in message', async () => {
    expect(await errorsOf({ password: 'abcde', confirmation: 'abcde' })).toEqual(['Minimum 6 caractères']);
  });

  it('refuses more than the 128 characters the contract allows', async () => {
    expect(await errorsOf({ password: 'x'.repeat(129), confirmation: 'x'.repeat(129) })).toEqual(['Maximum 128 caractères autorisés.']);
  });

  it('refuses a confirmation that differs', async () => {
    expect(await errorsOf({ password: 'secret1', confirmation: 'secret2' })).toEqual(['Les mots de passe ne correspondent pas']);
  });
});
