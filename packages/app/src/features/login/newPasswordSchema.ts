import * as yup from 'yup';
import type { Translate } from '../../i18n/messages';

/** openapi/directory.yaml PasswordResetConfirm.password: the server refuses anything outside these bounds. */
const NEW_PASSWORD_LIMITS = { min: 6, max: 128 } as const;

/**
 * The new password of a reset link: the contract's bounds (the minimum is the sign-in rule of spec public §5, with
 * its messages) and a confirmation that must match.
 */
export function newPasswordSchema(t: Translate) {
  return yup.object({
    password: yup
      .string()
      .required(t('validation.login.password.required'))
      .min(NEW_PASSWORD_LIMITS.min, t('validation.login.password.min'))
      .max(NEW_PASSWORD_LIMITS.max, t('validation.max', { length: NEW_PASSWORD_LIMITS.max })),
    confirmation: yup
      .string()
      .required(t('validation.newPassword.confirmation.required'))
      .oneOf([yup.ref('password')], t('validation.newPassword.confirmation.mismatch')),
  });
}
