import * as yup from 'yup';
// the list the service refuses too (openapi/directory.yaml NewPassword): one data file for both
import commonPasswordList from '../../../../openapi/common-passwords.txt?raw';
import type { Translate } from '../i18n/messages';

/** openapi/directory.yaml NewPassword: the server refuses anything outside these bounds. */
const NEW_PASSWORD_LIMITS = { min: 8, max: 128 } as const;

const COMMON_PASSWORDS = new Set(
  commonPasswordList
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** A password of the common list, compared without case as the service does. */
const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());

/**
 * The new password of a reset link: the contract's rules for a password being chosen (8 to 128 characters, not a
 * common one; ASVS 6.2.1 and 6.2.4) and a confirmation that must match.
 */
export function newPasswordSchema(t: Translate) {
  return yup.object({
    password: yup
      .string()
      .required(t('validation.login.password.required'))
      .min(NEW_PASSWORD_LIMITS.min, t('validation.newPassword.min'))
      .max(NEW_PASSWORD_LIMITS.max, t('validation.max', { length: NEW_PASSWORD_LIMITS.max }))
      .test('not-common', t('validation.newPassword.common'), (value) => value === undefined || !isCommonPassword(value)),
    confirmation: yup
      .string()
      .required(t('validation.newPassword.confirmation.required'))
      .oneOf([yup.ref('password')], t('validation.newPassword.confirmation.mismatch')),
  });
}
