import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { homeErrors } from '../errors/home';
import { settle } from '../middleware/errors';

/**
 * The signed-in user (companyId, countryAmchamId, profil). Worded with the home catalogue: the authentication
 * catalogue's 401 ('Email ou mot de passe incorrect') is about credentials, which this call does not take.
 */
export function createUsersService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    me: () => settle(homeErrors, language, () => http.GET('/api/v1/user/me')),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/** The users service of a client core (tree-shakable: see serviceOf). */
export const usersOf = /* @__PURE__ */ serviceOf(createUsersService);
