import * as yup from 'yup';
import type { Translate } from '../../i18n/messages';
import { newPasswordSchema } from '../../shared/newPasswordSchema';

/** The contract's bound of a password typed to prove who one is (PasswordChange.currentPassword, EmailChangeRequest). */
const CURRENT_PASSWORD_MAX = 128;
/** The contract's bound of an address (EmailChangeRequest.email). */
const EMAIL_MAX = 254;

const currentPassword = (t: Translate) =>
  yup
    .string()
    .required(t('validation.login.password.required'))
    .max(CURRENT_PASSWORD_MAX, t('validation.max', { length: CURRENT_PASSWORD_MAX }));

/**
 * "Mon compte" password change: the current password, and a new one under the rules of every password being chosen
 * (the reset link's: 8 to 128 characters, not a common one; the service checks the same) typed twice.
 */
export function passwordChangeSchema(t: Translate) {
  const chosen = newPasswordSchema(t).fields.password as yup.StringSchema;
  return yup.object({
    currentPassword: currentPassword(t),
    newPassword: chosen,
    confirmation: yup
      .string()
      .required(t('validation.newPassword.confirmation.required'))
      .oneOf([yup.ref('newPassword')], t('validation.newPassword.confirmation.mismatch')),
  });
}

/**
 * "Mon compte" address change: the new address (the sign-in's rules for an e-mail, and not the account's own, which
 * the service refuses too) and the current password.
 */
export function emailChangeSchema(t: Translate, currentEmail: string) {
  return yup.object({
    email: yup
      .string()
      .trim()
      .required(t('validation.login.email.required'))
      .email(t('validation.login.email.invalid'))
      .max(EMAIL_MAX, t('validation.max', { length: EMAIL_MAX }))
      .test('not-current', t('validation.account.sameEmail'), (value) => value === undefined || value.trim().toLowerCase() !== currentEmail.toLowerCase()),
    currentPassword: currentPassword(t),
  });
}
