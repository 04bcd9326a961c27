import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { accountErrors } from '../errors/account';
import { settle } from '../middleware/errors';
import type { components } from '../generated/schema';

export type Account = components['schemas']['Account'];
export type AccountPreferences = components['schemas']['AccountPreferences'];

/**
 * "Mon compte": the signed-in person's own account. A password change answers the tokens of this device's new session
 * (the others are revoked): they replace the stored ones where they are kept (remember-me or not). A sign-out of every
 * device ends this session too: the stored session is cleared whatever the answer.
 */
export function createAccountService(core: DirectoryCore) {
  const { http, language, tokens } = core;
  return {
    get: () => settle(accountErrors, language, () => http.GET('/api/account')),

    updatePreferences: (preferences: AccountPreferences) => settle(accountErrors, language, () => http.PATCH('/api/account', { body: preferences })),

    changePassword: async (input: { readonly currentPassword: string; readonly newPassword: string }) => {
      const result = await settle(accountErrors, language, () =>
        http.POST('/api/account/password', { body: { currentPassword: input.currentPassword, newPassword: input.newPassword } }),
      );
      if (result.data) tokens.setTokens({ token: result.data.token, refreshToken: result.data.refreshToken });
      return result;
    },

    signOutEverywhere: async () => {
      const result = await settle(accountErrors, language, () => http.DELETE('/api/account/sessions'));
      tokens.clear();
      return result;
    },

    requestEmailChange: (input: { readonly email: string; readonly currentPassword: string }) =>
      settle(accountErrors, language, () => http.POST('/api/account/email', { body: { email: input.email.trim(), currentPassword: input.currentPassword } })),

    /** The link mailed to the new address (`/login?emailChangeToken=`): 400 when it is unknown, used or expired. */
    confirmEmailChange: (token: string) => settle(accountErrors, language, () => http.POST('/api/account/email/confirm', { body: { token } })),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

/** The account service of a client core (tree-shakable: see serviceOf). */
export const accountOf = /* @__PURE__ */ serviceOf(createAccountService);
