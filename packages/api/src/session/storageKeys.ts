// spec public §3 "Browser storage keys": authentication token, refresh token, user data, preferred language.
export const TOKEN_STORAGE_KEY = 'annuaire.token';
export const REFRESH_TOKEN_STORAGE_KEY = 'annuaire.refreshToken';
export const USER_STORAGE_KEY = 'annuaire.user';
export const LANGUAGE_STORAGE_KEY = 'annuaire.language';
