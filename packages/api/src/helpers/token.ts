import { jwtDecode } from 'jwt-decode';

/** The claims of the access token (spec public §3 "Signed-in user"; DESIGN.md Auth). */
export interface TokenClaims {
  readonly userId: number;
  readonly profil: string;
  readonly sub: string;
  readonly iat: number;
  readonly exp: number;
}

// spec public §4 Session / §9: a token with under 300 seconds remaining counts as expiring soon.
export const TOKEN_EXPIRING_SOON_SECONDS = 300;

/**
 * Reads the claims of a JWT without verifying it (the server verifies; the client only needs to know who
 * and until when). Gives null for anything that is not a token with these claims.
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  let claims: unknown;
  try {
    claims = jwtDecode(token);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { userId, profil, sub, iat, exp } = claims as Record<string, unknown>;
  const id = typeof userId === 'string' && /^\d+$/.test(userId) ? Number(userId) : userId;
  if (typeof id !== 'number' || typeof profil !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return null;
  return { userId: id, profil, sub: typeof sub === 'string' ? sub : '', iat, exp };
}

/** Seconds left before the token expires (negative once expired); null when it is not a readable token. */
export function tokenSecondsRemaining(token: string | null | undefined, now: number = Date.now()): number | null {
  const claims = decodeToken(token);
  return claims === null ? null : claims.exp - now / 1000;
}

/** An unreadable token counts as expired. */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const remaining = tokenSecondsRemaining(token, now);
  return remaining === null || remaining <= 0;
}

/** spec public §4: under 300 seconds remaining (an expired or unreadable token is expiring soon too). */
export function isTokenExpiringSoon(token: string | null | undefined, now: number = Date.now()): boolean {
  const remaining = tokenSecondsRemaining(token, now);
  return remaining === null || remaining < TOKEN_EXPIRING_SOON_SECONDS;
}

/** The back-office's profiles: a chamber's administrator and the network administrator. */
export function isAdminProfil(profil: string | null | undefined): boolean {
  return profil === 'ADMIN_AMCHAM' || profil === 'ADMIN_RESEAU';
}
