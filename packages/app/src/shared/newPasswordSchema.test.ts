import { beforeAll, describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { loadMessages, translator } from '../i18n/messages';
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
  beforeAll(() => loadMessages('en'));

  it('accepts 8 to 128 characters typed twice', async () => {
    expect(await errorsOf({ password: 'secret12', confirmation: 'secret12' })).toEqual([]);
    expect(await errorsOf({ password: 'x'.repeat(128), confirmation: 'x'.repeat(128) })).toEqual([]);
  });

  it('requires both fields', async () => {
    expect(await errorsOf({ password: '', confirmation: '' })).toEqual(['Mot de passe requis', 'Confirmation requise']);
  });

  it('refuses fewer than 8 characters, as the service does', async () => {
    expect(await errorsOf({ password: 'abcdefg', confirmation: 'abcdefg' })).toEqual(['Minimum 8 caractères']);
    expect(
      await newPasswordSchema(translator('en'))
        .validate({ password: 'abcdefg', confirmation: 'abcdefg' })
        .catch((e: ValidationError) => e.message),
    ).toBe('Minimum 8 characters');
  });

  it('refuses a password of the common list the service refuses, whatever its case, in both languages', async () => {
    expect(await errorsOf({ password: 'Password123', confirmation: 'Password123' })).toEqual(['Ce mot de passe est trop courant, choisissez-en un autre.']);
    expect(await errorsOf({ password: 'azertyuiop', confirmation: 'azertyuiop' })).toEqual(['Ce mot de passe est trop courant, choisissez-en un autre.']);
    expect(
      await newPasswordSchema(translator('en'))
        .validate({ password: 'password123', confirmation: 'password123' })
        .catch((e: ValidationError) => e.message),
    ).toBe('This password is too common, choose another one.');
  });

  it('refuses more than the 128 characters the contract allows', async () => {
    expect(await errorsOf({ password: 'x'.repeat(129), confirmation: 'x'.repeat(129) })).toEqual(['Maximum 128 caractères autorisés.']);
  });

  it('refuses a confirmation that differs', async () => {
    expect(await errorsOf({ password: 'secret-1', confirmation: 'secret-2' })).toEqual(['Les mots de passe ne correspondent pas']);
  });
});
