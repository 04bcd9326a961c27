// request.user from the bearer JWT, and the authorization helpers handlers call (DESIGN.md: authorization on the
// server, not only in the screens).
//
// Who may do what (openapi/directory.yaml, "Authentication"):
// - MEMBER: its own company (companyId) and its own statistics.
// - ADMIN_AMCHAM: its own chamber (countryAmchamId): the chamber's members, banners, announcements and the chamber
//   record; reads the reference data (sectors, categories, partners).
// - ADMIN_RESEAU (the network administrator): every chamber (it creates and deletes them), the network-wide banners
//   and announcements (no chamber), sectors, categories and partners. A call naming a chamber acts on that chamber;
//   a call on a member, banner or announcement acts on its chamber.
//
// Operations whose contract security lists bearerAuth read the token in an onRequest hook (before the body is read
// or validated): no token is anonymous on optional-token calls and 401 on the others; a token that is present but
// expired or invalid is 401 on both, so the client refreshes it instead of being served as anonymous. Public
// operations (no bearerAuth) never look at it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../services/auth.js';
import { badRequest, forbidden, notFound, unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (fresh from the database), or null for an anonymous caller. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  // what a signed-in user reads is theirs: no shared or browser cache keeps it (ASVS 5.0 14.3)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.user) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export const INVALID_TOKEN = 'Jeton d’accès invalide ou expiré';

export type ChamberAdmin = AuthUser & { profil: 'ADMIN_AMCHAM'; countryAmchamId: number };
export type NetworkAdmin = AuthUser & { profil: 'ADMIN_RESEAU' };
export type Administrator = ChamberAdmin | NetworkAdmin;

/**
 * The onRequest hook of an operation that takes a token: `required` for bearer-only operations, else optional.
 * The user is read fresh from the database: a token outliving its account or its profile is no longer honoured,
 * nor one issued before the user's last logout, password change or reset (its token version is older), nor a
 * disabled account's.
 */
export function authenticate(required: boolean) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization?.trim();
    if (!header) {
      if (required) throw unauthorized();
      return;
    }
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const { auth } = request.server.ctx;
    const claims = token === undefined ? undefined : await auth.verifyAccessToken(token);
    const user = claims === undefined ? undefined : await auth.findUser(claims.userId);
    // a disabled account's tokens were revoked with it (its token version); refused here too, whatever the version
    if (!claims || !user || user.disabled || user.profil !== claims.profil || user.tokenVersion !== claims.tokenVersion) throw unauthorized(INVALID_TOKEN);
    request.user = user;
  };
}

export function requireAuth(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const isNetworkAdmin = (user: AuthUser | null): user is NetworkAdmin => user?.profil === 'ADMIN_RESEAU';
const isChamberAdmin = (user: AuthUser | null): user is ChamberAdmin => user?.profil === 'ADMIN_AMCHAM' && user.countryAmchamId !== null;

/** The caller administers this chamber: its own administrator, or the network administrator. */
export const administers = (user: AuthUser | null, countryAmchamId: number): boolean =>
  isNetworkAdmin(user) || (isChamberAdmin(user) && user.countryAmchamId === countryAmchamId);

/** Either administrator profile (admin §6: a chamber administrator has a countryAmchamId). */
export function requireAdmin(request: FastifyRequest): Administrator {
  const user = requireAuth(request);
  if (isNetworkAdmin(user) || isChamberAdmin(user)) return user;
  throw forbidden();
}

/** The network administrator: chambers created or deleted, sectors, categories, partners, network-wide content. */
export function requireNetworkAdmin(request: FastifyRequest): NetworkAdmin {
  const user = requireAuth(request);
  if (!isNetworkAdmin(user)) throw forbidden();
  return user;
}

/** The administrator of this chamber, or the network administrator. */
export function requireChamberAdmin(request: FastifyRequest, countryAmchamId: number): Administrator {
  const admin = requireAdmin(request);
  if (!administers(admin, countryAmchamId)) throw forbidden();
  return admin;
}

/** A chamber's banner or announcement: as requireChamberAdmin; a network-wide one (no chamber): the network administrator. */
export function requireContentAdmin(request: FastifyRequest, content: { countryAmchamId: number | null }): Administrator {
  return content.countryAmchamId === null ? requireNetworkAdmin(request) : requireChamberAdmin(request, content.countryAmchamId);
}

/**
 * The chamber a list of an administrator shows: the one asked for (a chamber administrator may ask only for its
 * own, 403 otherwise); when none is asked, the chamber administrator's own and the network administrator's
 * network-wide items (null).
 */
export function chamberScope(admin: Administrator, requested: number | undefined): number | null {
  if (requested === undefined) return admin.profil === 'ADMIN_RESEAU' ? null : admin.countryAmchamId;
  if (!administers(admin, requested)) throw forbidden();
  return requested;
}

/** Where an administrator's new banner or announcement belongs by default: its chamber, or the network (null). */
const ownScope = (admin: Administrator): number | null => (admin.profil === 'ADMIN_RESEAU' ? null : admin.countryAmchamId);

/**
 * The caller may see this company: an ACTIVE one (the public directory), else its own member, its chamber's
 * administrator and the network administrator only. A company the caller may not see answers as an unknown one (404),
 * never 403 or 409: nothing tells it exists.
 */
export function seesCompany(user: AuthUser | null, company: { id: number; status: string; countryAmchamId: number }): boolean {
  if (company.status === 'ACTIVE') return true;
  if (user?.profil === 'MEMBER') return user.companyId === company.id;
  return administers(user, company.countryAmchamId);
}

/**
 * Where a new banner or announcement belongs: the chamber its form names (a chamber administrator only its own,
 * 403 otherwise; a chamber that does not exist, 400), or the administrator's own scope when it names none.
 */
export async function newContentScope(request: FastifyRequest, admin: Administrator, requested: number | string | undefined): Promise<number | null> {
  if (requested === undefined || requested === '') return ownScope(admin);
  const countryAmchamId = chamberScope(admin, Number(requested));
  if (countryAmchamId !== null && (await request.server.ctx.repositories.chambers.countryOf(countryAmchamId)) === undefined) {
    throw badRequest('countryAmchamId : Champ invalide.');
  }
  return countryAmchamId;
}

/**
 * The caller may change this company: its MEMBER (users.company_id), an administrator of the company's chamber or
 * the network administrator. 401 without a user, 404 for an unknown company or one the caller may not see, 403
 * otherwise.
 */
export async function requireCompanyOwner(request: FastifyRequest, companyId: number): Promise<AuthUser> {
  const user = requireAuth(request);
  const company = await request.server.ctx.repositories.companies.findKeys(companyId);
  if (!company || !seesCompany(user, company)) throw notFound('Ressource non trouvée');
  if (user.profil === 'MEMBER' && user.companyId === companyId) return user;
  if (administers(user, company.countryAmchamId)) return user;
  throw forbidden();
}

/**
 * An administrator of the company's chamber, or the network administrator: 403 for a member whatever the company
 * (so that the answer does not depend on it), 404 for an unknown company or one the caller may not see, 403 for a
 * public company of another chamber.
 */
export function requireCompanyAdmin(
  request: FastifyRequest,
  company: { id: number; status: string; countryAmchamId: number } | undefined,
  notFoundMessage = 'Ressource non trouvée',
): Administrator {
  const admin = requireAdmin(request);
  if (!company || !seesCompany(admin, company)) throw notFound(notFoundMessage);
  if (!administers(admin, company.countryAmchamId)) throw forbidden();
  return admin;
}
