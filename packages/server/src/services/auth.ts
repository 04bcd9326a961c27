// Accounts and sessions (issue 3, DESIGN.md "Auth"): argon2id password hashes, 15-minute HS256 access tokens,
// refresh tokens stored hashed and rotated on every use (a reused one revokes its whole family), rate-limited
// sign-in, one-time expiring password-reset tokens.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { USER_PROFILS, type UserProfil } from '../db/schema.js';
import type { Repositories } from '../repositories/index.js';
import type { UserRepository } from '../repositories/users.js';
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
  countryAmchamId?: number | null;
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
  repositories: Pick<Repositories, 'users' | 'companies' | 'chambers'>;
  /** Runs work in one transaction (ctx.transaction): the flows that write several rows. */
  transaction: <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
  secret: string;
  mailer: Mailer;
  publicUrl: string;
  signInLimits?: SignInLimits;
  now?: () => number;
}

export class AuthService {
  private readonly key: Uint8Array;
  private readonly users: UserRepository;
  private readonly companies: Repositories['companies'];
  private readonly chambers: Repositories['chambers'];
  private readonly transaction: AuthServiceOptions['transaction'];
  private readonly mailer: Mailer;
  private readonly publicUrl: string;
  private readonly now: () => number;
  private readonly perClient: RateLimiter;
  private readonly perAccount: RateLimiter;
  /** Verified against for unknown e-mails, so both failures cost the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(options: AuthServiceOptions) {
    this.key = new TextEncoder().encode(options.secret);
    this.users = options.repositories.users;
    this.companies = options.repositories.companies;
    this.chambers = options.repositories.chambers;
    this.transaction = options.transaction;
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
      if (!USER_PROFILS.includes(profil as UserProfil)) return undefined;
      return { userId, profil: profil as UserProfil, sub, iat, exp };
    } catch {
      return undefined;
    }
  }

  findUser(id: number): Promise<AuthUser | undefined> {
    return this.users.find(id);
  }

  async signIn(emailInput: string, password: string, clientKey: string): Promise<Tokens> {
    const email = normaliseEmail(emailInput);
    const accountKey = `account:${email}`;
    const wait = Math.max(this.perClient.retryAfter(clientKey), this.perAccount.retryAfter(accountKey));
    if (wait > 0) throw tooManyRequests(TOO_MANY_SIGNIN_ATTEMPTS, wait);
    this.perClient.hit(clientKey);

    const row = await this.users.findByEmail(email);
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
    // the used token and its replacement are written together
    const rotated = await this.transaction(async ({ users }) => {
      const winner = await users.claimRefreshToken(tokenHash, newId, new Date(this.now()));
      if (!winner) return undefined;
      const user = await users.find(winner.userId);
      if (!user) throw unauthorized(SESSION_EXPIRED);
      return { user, refreshToken: await this.addRefreshToken(users, user, winner.familyId, newId) };
    });
    if (!rotated) {
      const known = await this.users.findRefreshToken(tokenHash);
      // a token already used (or revoked) presented again: treat the family as stolen
      if (known?.revokedAt) await this.users.revokeFamily(known.familyId);
      throw unauthorized(SESSION_EXPIRED);
    }
    return { token: await this.signAccessToken(rotated.user), refreshToken: rotated.refreshToken };
  }

  /** Revokes the family of the given refresh token; unknown tokens are ignored (logout always succeeds). */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const known = await this.users.findRefreshToken(sha256(refreshToken));
    if (known) await this.users.revokeFamily(known.familyId);
  }

  async signUp(input: SignUpInput, actor: AuthUser | undefined): Promise<AuthUser> {
    const email = normaliseEmail(input.email);
    const given = (value: number | null | undefined) => (value === undefined || value === null ? undefined : value);
    const wantsPrivileges = input.profil !== undefined || given(input.companyId) !== undefined || given(input.countryAmchamId) !== undefined;
    let profil: UserProfil = 'MEMBER';
    let companyId: number | null = null;
    let countryAmchamId: number | null = null;
    if (!actor) {
      if (wantsPrivileges) throw unauthorized('Un jeton administrateur est requis pour choisir le profil ou l’entreprise');
    } else {
      const network = actor.profil === 'ADMIN_RESEAU';
      if (!network && (actor.profil !== 'ADMIN_AMCHAM' || actor.countryAmchamId === null)) throw forbidden();
      // a chamber administrator acts on its own chamber only; the network administrator names one
      const mayAct = (chamberId: number) => network || chamberId === actor.countryAmchamId;
      profil = input.profil ?? 'MEMBER';
      if (profil === 'ADMIN_RESEAU') {
        if (!network) throw forbidden();
      } else if (profil === 'ADMIN_AMCHAM') {
        const chamberId = given(input.countryAmchamId) ?? (network ? undefined : actor.countryAmchamId);
        if (chamberId === undefined || chamberId === null) throw badRequest('countryAmchamId : Ce champ est obligatoire.');
        if (!mayAct(chamberId)) throw forbidden();
        if (!(await this.chambers.find(chamberId))) throw badRequest('countryAmchamId : Champ invalide.');
        countryAmchamId = chamberId;
      } else if (given(input.companyId) !== undefined) {
        const company = await this.companies.findKeys(input.companyId as number);
        if (!company) throw badRequest('Entreprise inconnue');
        if (!mayAct(company.countryAmchamId)) throw forbidden();
        companyId = company.id;
      }
    }
    if (await this.users.findByEmail(email)) throw conflict(USER_EXISTS);
    const created = await this.users.create({ email, passwordHash: await hashPassword(input.password), profil, companyId, countryAmchamId });
    if (!created) throw conflict(USER_EXISTS);
    return created;
  }

  /** Sends a one-time link when the account exists; callers answer the same either way. */
  async requestPasswordReset(emailInput: string): Promise<void> {
    const email = normaliseEmail(emailInput);
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = newSecretToken();
    await this.users.addResetToken({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(this.now() + RESET_TOKEN_TTL_MS) });
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

  /**
   * Invites the representative of a company (back-office new member, `inviteCompanyMember`): creates the company's
   * MEMBER account for this e-mail, or reuses it when the company already has it, and mails it a link to choose its
   * password through the password-reset mechanism (one use, 1 hour). The account cannot sign in before: its
   * password is a random secret nobody knows. An e-mail of any other account answers 409.
   */
  async inviteMember(company: { id: number; name: string }, emailInput: string): Promise<void> {
    const email = normaliseEmail(emailInput);
    const existing = await this.users.findByEmail(email);
    if (existing && !(existing.profil === 'MEMBER' && existing.companyId === company.id)) throw conflict(USER_EXISTS);
    const token = newSecretToken();
    // hash outside the transaction (it takes tens of milliseconds)
    const unusable = existing ? undefined : await hashPassword(newSecretToken());
    await this.transaction(async ({ users }) => {
      const user =
        existing ?? (await users.create({ email, passwordHash: unusable as string, profil: 'MEMBER', companyId: company.id, countryAmchamId: null }));
      // a concurrent sign-up took the e-mail between the check and the insert
      if (!user) throw conflict(USER_EXISTS);
      await users.addResetToken({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(this.now() + RESET_TOKEN_TTL_MS) });
    });
    const link = `${this.publicUrl}/login?resetToken=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: email,
      subject: `Votre accès à l’annuaire : ${company.name} / Your access to the directory`,
      text:
        `Bonjour,\n\nVotre chambre de commerce vous invite à gérer la fiche de ${company.name} dans l’annuaire. ` +
        `Pour choisir votre mot de passe, ouvrez ce lien (valable une heure, une seule fois) :\n${link}\n\n` +
        `Your chamber of commerce invites you to manage the profile of ${company.name} in the directory. ` +
        `To choose your password, open this link (valid for one hour, once):\n${link}\n\n` +
        `Votre identifiant / Your login: ${email}\n`,
    });
  }

  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const tokenHash = sha256(token);
    const now = new Date(this.now());
    // hash outside the transaction (it takes tens of milliseconds), and only for a token that can be used
    if ((await this.users.resetTokenUser(tokenHash, now)) === undefined) throw badRequest(RESET_TOKEN_INVALID);
    const passwordHash = await hashPassword(password);
    await this.transaction(async ({ users }) => {
      const userId = await users.consumeResetToken(tokenHash, now);
      if (userId === undefined) throw badRequest(RESET_TOKEN_INVALID);
      await users.setPasswordHash(userId, passwordHash);
      await users.revokeSessions(userId, now);
    });
  }

  async changePassword(actor: AuthUser, id: number, currentPassword: string, newPassword: string): Promise<void> {
    if (actor.id !== id) throw forbidden();
    const currentHash = await this.users.passwordHashOf(id);
    if (currentHash === undefined) throw notFound('Utilisateur non trouvé');
    // 400, not 401: a 401 would make the client refresh its token and retry
    if (!(await verifyPassword(currentHash, currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
    const passwordHash = await hashPassword(newPassword);
    await this.transaction(async ({ users }) => {
      await users.setPasswordHash(id, passwordHash);
      await users.revokeSessions(id, new Date(this.now()));
    });
  }

  private async issueTokens(user: Pick<AuthUser, 'id' | 'email' | 'profil'>, familyId: string): Promise<Tokens> {
    const refreshToken = await this.addRefreshToken(this.users, user, familyId, randomUUID());
    return { token: await this.signAccessToken(user), refreshToken };
  }

  private async addRefreshToken(users: UserRepository, user: Pick<AuthUser, 'id'>, familyId: string, id: string): Promise<string> {
    const refreshToken = newSecretToken();
    await users.addRefreshToken({ id, userId: user.id, familyId, tokenHash: sha256(refreshToken), expiresAt: new Date(this.now() + REFRESH_TOKEN_TTL_MS) });
    return refreshToken;
  }

  private async burnVerification(password: string): Promise<false> {
    this.dummyHash ??= hashPassword(newSecretToken());
    await verifyPassword(await this.dummyHash, password);
    return false;
  }
}
