// Accounts and sessions (issue 3, DESIGN.md "Auth"): argon2id password hashes, 15-minute HS256 access tokens,
// refresh tokens stored hashed and rotated on every use (a reused one revokes its whole family), rate-limited
// sign-in, one-time expiring password-reset tokens.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/client.js';
import { companies, passwordResetTokens, refreshTokens, users, type UserProfil } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../plugins/errors.js';
import type { Mailer } from './mailer.js';
import { RateLimiter, type RateLimitRule } from './rateLimiter.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
export const RESET_TOKEN_TTL_MS = 3600 * 1000;

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1. Algorithm 2 is Argon2id (the package's enum is a const enum,
// which isolatedModules cannot read).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** spec §8 authentication 401: the same answer for an unknown e-mail and a wrong password. */
export const INVALID_CREDENTIALS = 'Email ou mot de passe incorrect';
export const TOO_MANY_SIGNIN_ATTEMPTS = 'Trop de tentatives de connexion. Veuillez réessayer plus tard.';
export const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter';
export const RESET_REQUESTED = 'Si un compte existe pour cet email, un lien de réinitialisation a été envoyé.';
export const RESET_TOKEN_INVALID = 'Lien de réinitialisation invalide ou expiré';
export const WRONG_CURRENT_PASSWORD = 'Mot de passe actuel incorrect';
export const USER_EXISTS = 'Un utilisateur avec cet email existe déjà';

export interface AuthUser {
  id: number;
  email: string;
  profil: UserProfil;
  companyId: number | null;
  countryAmchamId: number | null;
}

export interface AccessClaims {
  userId: number;
  profil: UserProfil;
  sub: string;
  iat: number;
  exp: number;
}

export interface Tokens {
  token: string;
  refreshToken: string;
}

export interface SignInLimits {
  perClient: RateLimitRule;
  perAccount: RateLimitRule;
}

export const DEFAULT_SIGNIN_LIMITS: SignInLimits = {
  perClient: { max: 20, windowMs: 15 * 60 * 1000 },
  perAccount: { max: 5, windowMs: 15 * 60 * 1000 },
};

export interface SignUpInput {
  email: string;
  password: string;
  profil?: UserProfil;
  companyId?: number | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecretToken = () => randomBytes(32).toString('base64url');
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** JWT_SECRET, or a secret generated on the first start and kept in DATA_DIR/jwt-secret. */
export function resolveJwtSecret(options: { jwtSecret: string | undefined; dataDir: string }): string {
  if (options.jwtSecret) return options.jwtSecret;
  const file = join(options.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export interface AuthServiceOptions {
  database: Database;
  secret: string;
  mailer: Mailer;
  publicUrl: string;
  signInLimits?: SignInLimits;
  now?: () => number;
}

export class AuthService {
  private readonly key: Uint8Array;
  private readonly database: Database;
  private readonly mailer: Mailer;
  private readonly publicUrl: string;
  private readonly now: () => number;
  private readonly perClient: RateLimiter;
  private readonly perAccount: RateLimiter;
  /** Verified against for unknown e-mails, so both failures cost the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(options: AuthServiceOptions) {
    this.key = new TextEncoder().encode(options.secret);
    this.database = options.database;
    this.mailer = options.mailer;
    this.publicUrl = options.publicUrl;
    this.now = options.now ?? Date.now;
    const limits = options.signInLimits ?? DEFAULT_SIGNIN_LIMITS;
    this.perClient = new RateLimiter(limits.perClient, this.now);
    this.perAccount = new RateLimiter(limits.perAccount, this.now);
  }

  async signAccessToken(user: Pick<AuthUser, 'id' | 'email' | 'profil'>, issuedAtSeconds = Math.floor(this.now() / 1000)): Promise<string> {
    return new SignJWT({ userId: user.id, profil: user.profil })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.email)
      .setIssuedAt(issuedAtSeconds)
      .setExpirationTime(issuedAtSeconds + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; undefined otherwise. */
  async verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const { userId, profil, sub, iat, exp } = payload;
      if (typeof userId !== 'number' || typeof sub !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
      if (profil !== 'ADMIN_AMCHAM' && profil !== 'MEMBER') return undefined;
      return { userId, profil, sub, iat, exp };
    } catch {
      return undefined;
    }
  }

  async findUser(id: number): Promise<AuthUser | undefined> {
    const [row] = await this.database.db
      .select({ id: users.id, email: users.email, profil: users.profil, companyId: users.companyId, countryAmchamId: users.countryAmchamId })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  async signIn(emailInput: string, password: string, clientKey: string): Promise<Tokens> {
    const email = normaliseEmail(emailInput);
    const accountKey = `account:${email}`;
    const wait = Math.max(this.perClient.retryAfter(clientKey), this.perAccount.retryAfter(accountKey));
    if (wait > 0) throw tooManyRequests(TOO_MANY_SIGNIN_ATTEMPTS, wait);
    this.perClient.hit(clientKey);

    const [row] = await this.database.db.select().from(users).where(eq(users.email, email));
    const ok = row ? await verifyPassword(row.passwordHash, password) : await this.burnVerification(password);
    if (!row || !ok) {
      this.perAccount.hit(accountKey);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    this.perAccount.reset(accountKey);
    return this.issueTokens(row, randomUUID());
  }

  async refresh(refreshToken: string): Promise<Tokens> {
    const tokenHash = sha256(refreshToken);
    const newId = randomUUID();
    // atomic claim: of two concurrent uses of one token, exactly one wins
    const claimed = await this.database.query<{ user_id: number; family_id: string }>(
      `UPDATE refresh_tokens SET revoked_at = now(), replaced_by = $2
        WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $3
        RETURNING user_id, family_id`,
      [tokenHash, newId, new Date(this.now())],
    );
    const winner = claimed[0];
    if (!winner) {
      const [known] = await this.database.db
        .select({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      // a token already used (or revoked) presented again: treat the family as stolen
      if (known?.revokedAt) await this.revokeFamily(known.familyId);
      throw unauthorized(SESSION_EXPIRED);
    }
    const user = await this.findUser(winner.user_id);
    if (!user) throw unauthorized(SESSION_EXPIRED);
    return this.issueTokens(user, winner.family_id, newId);
  }

  /** Revokes the family of the given refresh token; unknown tokens are ignored (logout always succeeds). */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const [known] = await this.database.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (known) await this.revokeFamily(known.familyId);
  }

  async revokeAllSessions(userId: number): Promise<void> {
    await this.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  async signUp(input: SignUpInput, actor: AuthUser | undefined): Promise<AuthUser> {
    const email = normaliseEmail(input.email);
    const wantsPrivileges = input.profil !== undefined || (input.companyId !== undefined && input.companyId !== null);
    let profil: UserProfil = 'MEMBER';
    let companyId: number | null = null;
    let countryAmchamId: number | null = null;
    if (!actor) {
      if (wantsPrivileges) throw unauthorized('Un jeton administrateur est requis pour choisir le profil ou l’entreprise');
    } else {
      if (actor.profil !== 'ADMIN_AMCHAM' || actor.countryAmchamId === null) throw forbidden();
      profil = input.profil ?? 'MEMBER';
      if (profil === 'ADMIN_AMCHAM') {
        countryAmchamId = actor.countryAmchamId;
      } else if (input.companyId !== undefined && input.companyId !== null) {
        const [company] = await this.database.db
          .select({ countryAmchamId: companies.countryAmchamId })
          .from(companies)
          .where(eq(companies.id, input.companyId));
        if (!company) throw badRequest('Entreprise inconnue');
        if (company.countryAmchamId !== actor.countryAmchamId) throw forbidden();
        companyId = input.companyId;
      }
    }
    const [existing] = await this.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw conflict(USER_EXISTS);
    const passwordHash = await hashPassword(input.password);
    const [created] = await this.database.db
      .insert(users)
      .values({ email, passwordHash, profil, companyId, countryAmchamId })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, profil: users.profil, companyId: users.companyId, countryAmchamId: users.countryAmchamId });
    if (!created) throw conflict(USER_EXISTS);
    return created;
  }

  /** Sends a one-time link when the account exists; callers answer the same either way. */
  async requestPasswordReset(emailInput: string): Promise<void> {
    const email = normaliseEmail(emailInput);
    const [user] = await this.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) return;
    const token = newSecretToken();
    await this.database.db.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(this.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${this.publicUrl}/login?resetToken=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: email,
      subject: 'Réinitialisation de votre mot de passe / Password reset',
      text:
        `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :\n${link}\n\n` +
        `To choose a new password, open this link (valid for one hour, once):\n${link}\n\n` +
        `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n`,
    });
  }

  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const now = new Date(this.now());
    const consumed = await this.database.query<{ user_id: number }>(
      `UPDATE password_reset_tokens SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING user_id`,
      [sha256(token), now],
    );
    const row = consumed[0];
    if (!row) throw badRequest(RESET_TOKEN_INVALID);
    await this.database.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, row.user_id));
    await this.revokeAllSessions(row.user_id);
  }

  async changePassword(actor: AuthUser, id: number, currentPassword: string, newPassword: string): Promise<void> {
    if (actor.id !== id) throw forbidden();
    const [row] = await this.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
    if (!row) throw notFound('Utilisateur non trouvé');
    // 400, not 401: a 401 would make the client refresh its token and retry
    if (!(await verifyPassword(row.passwordHash, currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
    await this.database.db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, id));
    await this.revokeAllSessions(id);
  }

  private async issueTokens(user: Pick<AuthUser, 'id' | 'email' | 'profil'>, familyId: string, id: string = randomUUID()): Promise<Tokens> {
    const refreshToken = newSecretToken();
    await this.database.db.insert(refreshTokens).values({
      id,
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(this.now() + REFRESH_TOKEN_TTL_MS),
    });
    return { token: await this.signAccessToken(user), refreshToken };
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.database.db
      .update(refreshTokens)
      .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
      .where(eq(refreshTokens.familyId, familyId));
  }

  private async burnVerification(password: string): Promise<false> {
    this.dummyHash ??= hashPassword(newSecretToken());
    await verifyPassword(await this.dummyHash, password);
    return false;
  }
}
