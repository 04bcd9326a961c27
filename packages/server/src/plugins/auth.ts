// request.user from the bearer JWT, and the authorization helpers handlers call (DESIGN.md: authorization on the
// server, not only in the screens). A missing, expired or invalid token leaves request.user null; operations whose
// contract requires bearerAuth then answer 401, optional-token operations treat the caller as anonymous.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../services/auth.js';
import { forbidden, notFound, unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (fresh from the database), or null for an anonymous caller. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return;
    const claims = await ctx.auth.verifyAccessToken(match[1]);
    if (!claims) return;
    const user = await ctx.auth.findUser(claims.userId);
    // a token outliving its account (or a change of profile) is no longer honoured
    if (user && user.profil === claims.profil) request.user = user;
  });
}

export function requireAuth(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export type AdminUser = AuthUser & { profil: 'ADMIN_AMCHAM'; countryAmchamId: number };

/** An ADMIN_AMCHAM tied to a chamber (admin §6: the admin header requires a countryAmchamId). */
export function requireAdmin(request: FastifyRequest): AdminUser {
  const user = requireAuth(request);
  if (user.profil !== 'ADMIN_AMCHAM' || user.countryAmchamId === null) throw forbidden();
  return user as AdminUser;
}

/**
 * The caller may change this company: its MEMBER (users.company_id) or an administrator of the company's chamber.
 * 401 without a user, 404 for an unknown company, 403 otherwise.
 */
export async function requireCompanyOwner(request: FastifyRequest, companyId: number): Promise<AuthUser> {
  const user = requireAuth(request);
  const company = await request.server.ctx.repositories.companies.findKeys(companyId);
  if (!company) throw notFound('Ressource non trouvée');
  if (user.profil === 'MEMBER' && user.companyId === companyId) return user;
  if (user.profil === 'ADMIN_AMCHAM' && user.countryAmchamId === company.countryAmchamId) return user;
  throw forbidden();
}

/** The administrator may act on this chamber's resources only. */
export function requireChamberAdmin(request: FastifyRequest, countryAmchamId: number): AdminUser {
  const admin = requireAdmin(request);
  if (admin.countryAmchamId !== countryAmchamId) throw forbidden();
  return admin;
}

/** A chamber's banner or event: its chamber's administrator; a network-wide one (no chamber) any administrator. */
export function requireContentAdmin(request: FastifyRequest, content: { countryAmchamId: number | null }): AdminUser {
  return content.countryAmchamId === null ? requireAdmin(request) : requireChamberAdmin(request, content.countryAmchamId);
}
