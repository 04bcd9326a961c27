import type { User } from '@annuaire/api';
import type { RootState } from '../../app/store';
import { countries, sectors } from '../../testing/fixtures';
import { api, server } from '../../testing/server';
import type { SessionState } from '../../state/session/sessionSlice';

// Test support of the member space: a signed-in member's session, the user record and the reference lists.

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An access token whose claims expire `secondsLeft` from now (negative: already expired). */
function memberToken(secondsLeft = 900): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ userId: 7, profil: 'MEMBER', sub: 'membre12@annuaire.demo', iat: now - 60, exp: now + secondsLeft })}.signature`;
}

export function memberUser(companyId: number | null): User {
  return { id: 7, email: 'membre12@annuaire.demo', profil: 'MEMBER', companyId, countryAmchamId: null };
}

/** The store of a signed-in member; `storedCompanyId` is the companyId of the user data kept at sign-in. */
export function signedInMember({
  secondsLeft = 900,
  storedCompanyId = 12,
}: { secondsLeft?: number; storedCompanyId?: number | null } = {}): Partial<RootState> {
  const token = memberToken(secondsLeft);
  const session: SessionState = {
    status: 'signedIn',
    token,
    refreshToken: 'refresh-token',
    claims: { userId: 7, profil: 'MEMBER', sub: 'membre12@annuaire.demo', iat: 0, exp: Math.floor(Date.now() / 1000) + secondsLeft },
    user: memberUser(storedCompanyId),
  };
  return { session };
}

/** The sectors and countries of the profile form. */
export function referenceHandlers() {
  server.use(
    api.get('/api/countries', ({ response }) => response(200).json(countries)),
    api.get('/api/sectors/all', ({ response }) => response(200).json(sectors)),
  );
}
