import type { CountryAmcham, User } from '@annuaire/api';
import type { RootState } from '../../app/store';
import type { SessionState } from '../../state/session/sessionSlice';
import { api, server } from '../../testing/server';

// Test support of the back-office: an administrator's session, its user record and the chambers of the network.

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function adminUser(profil: 'ADMIN_AMCHAM' | 'ADMIN_RESEAU', countryAmchamId: number | null): User {
  return { id: 3, email: profil === 'ADMIN_RESEAU' ? 'admin.reseau@annuaire.demo' : 'admin.ci@annuaire.demo', profil, companyId: null, countryAmchamId };
}

/** The store of a signed-in administrator (a chamber's, or the network's with no chamber). */
export function signedInAdmin(profil: 'ADMIN_AMCHAM' | 'ADMIN_RESEAU' = 'ADMIN_AMCHAM', countryAmchamId: number | null = 1): Partial<RootState> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { userId: 3, profil, sub: adminUser(profil, countryAmchamId).email, iat: now - 60, exp: now + 900 };
  const token = `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
  const session: SessionState = { status: 'signedIn', token, refreshToken: 'refresh-token', claims, user: adminUser(profil, countryAmchamId) };
  return { session };
}

function chamber(id: number, name: string, countryIcon = '🇨🇮'): CountryAmcham {
  return {
    id,
    countryId: id,
    countryName: name,
    countryIcon,
    name,
    address: '1 rue de la Paix',
    telephone: '+225 27 20 00 00 00',
    email: `contact${id}@amcham.example.org`,
    website: null,
    logo: null,
  };
}

/** The user record and the chambers every admin page reads. */
export function adminShellHandlers(profil: 'ADMIN_AMCHAM' | 'ADMIN_RESEAU' = 'ADMIN_AMCHAM', countryAmchamId: number | null = 1) {
  server.use(
    api.get('/api/v1/user/me', ({ response }) => response(200).json(adminUser(profil, countryAmchamId))),
    api.get('/api/country-amchams', ({ response }) =>
      response(200).json({ content: [chamber(1, "AmCham Côte d'Ivoire"), chamber(2, 'AmCham Sénégal', '🇸🇳')] }),
    ),
    api.post('/api/visits', ({ response }) => response(204).empty()),
    // no membership application awaiting an answer unless a test says otherwise
    api.get('/api/country-amchams/{id}/applications', ({ response }) => response(200).json({ pending: 0, overdue: 0, content: [] })),
  );
}
