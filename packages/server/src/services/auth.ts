// Accounts and sessions (DESIGN.md "Auth"): argon2id password hashes, 15-minute HS256 access tokens
// carrying the user's token version (logout, password change and reset increment it: the tokens issued before stop
// working at once), refresh tokens stored hashed and rotated on every use (a reused one revokes
// its whole family) within a session of absolute lifetime, sign-in and password change throttled before the
// password is checked, one-time expiring password-reset tokens, common passwords refused (./passwordPolicy.ts).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { USER_PROFILS, type UserProfil } from '../db/schema.js';
import type { Repositories } from '../repositories/index.js';
import type { UserRepository } from '../repositories/users.js';
import { Conflict, Forbidden, Invalid, NotFound, TooManyRequests, Unauthenticated } from '../domain/errors.js';
import type { MailLanguage } from '../repositories/mails.js';
import { mailSenderOf, renderMail, type MailChamber, type MailData } from './mailTemplates.js';
import type { MailSender } from '@annuaire/ui/mail';
import { USER_EXISTS } from '../domain/uniqueness.js';
import { checkNewPassword } from './passwordPolicy.js';
import { RateLimiter, type RateLimitRule } from './rateLimiter.js';
import { memoryMarks, type Limiter, type Marks, type SharedState } from './sharedState.js';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
/** The absolute lifetime of a session (from its sign-in) unless SESSION_MAX_AGE_DAYS says otherwise. */
const DEFAULT_SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const RESET_TOKEN_TTL_MS = 3600 * 1000;
/** JWT_SECRET's minimum (HS256 wants a key of at least its 256-bit output). */
const MIN_JWT_SECRET_BYTES = 32;

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1. Algorithm 2 is Argon2id (the package's enum is a const enum,
// which isolatedModules cannot read).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** spec §8 authentication 401: the same answer for an unknown e-mail and a wrong password. */
const INVALID_CREDENTIALS = 'Email ou mot de passe incorrect';
const TOO_MANY_SIGNIN_ATTEMPTS = 'Trop de tentatives de connexion. Veuillez réessayer plus tard.';
/** The account's cap over every address is reached: the owner's known connections and a reset still work. */
const ACCOUNT_PROTECTED =
  'Trop de tentatives de connexion sur ce compte : connectez-vous depuis une connexion déjà utilisée, ou choisissez un nouveau mot de passe avec « Mot de passe oublié ».';
const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter';
export const RESET_REQUESTED = 'Si un compte existe pour cet email, un lien de réinitialisation a été envoyé.';
const RESET_TOKEN_INVALID = 'Lien de réinitialisation invalide ou expiré';
/** An anonymous sign-up's confirmation link lives a day (the mail may be read the next morning). */
const CONFIRMATION_TOKEN_TTL_MS = 24 * 3600 * 1000;
const CONFIRMATION_TOKEN_INVALID = 'Lien de confirmation invalide ou expiré';
export const EMAIL_CONFIRMED = 'Adresse e-mail confirmée. Vous pouvez vous connecter.';
const EMAIL_UNCONFIRMED = 'Adresse e-mail non confirmée : ouvrez le lien reçu par courriel pour activer votre compte.';
const WRONG_CURRENT_PASSWORD = 'Mot de passe actuel incorrect';
const TOO_MANY_PASSWORD_ATTEMPTS = 'Trop de tentatives. Veuillez réessayer plus tard.';
/** An address change's link lives a day, like a sign-up's confirmation. */
const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 3600 * 1000;
const EMAIL_CHANGE_SENT = 'Un lien de confirmation a été envoyé à la nouvelle adresse.';
const EMAIL_CHANGE_SAME = 'C’est déjà l’adresse de votre compte.';
export const EMAIL_CHANGED = 'Adresse e-mail modifiée. Connectez-vous avec la nouvelle adresse.';
/** The anonymous sign-up's one answer, for a new e-mail and one already used alike (no user enumeration). */
const SIGNUP_CHECK_MAIL = 'Vérifiez votre messagerie pour terminer votre inscription.';
/** Told only to whoever gives the account's right password, as EMAIL_UNCONFIRMED. */
const ACCOUNT_DISABLED = 'Ce compte est désactivé. Contactez l’administrateur de votre chambre.';
const OWN_ACCOUNT = 'Vous ne pouvez pas désactiver votre propre compte.';
const LAST_NETWORK_ADMINISTRATOR = 'Le dernier administrateur du réseau actif ne peut pas être désactivé.';

export interface AuthUser {
  id: number;
  email: string;
  profil: UserProfil;
  companyId: number | null;
  countryAmchamId: number | null;
  tokenVersion: number;
  /** The language of the account's mails and of the app at sign-in ("Mon compte"); null until it chooses one. */
  language: MailLanguage | null;
  /** An administrator disabled it (back-office "Comptes"): its tokens are refused (src/plugins/auth.ts). */
  disabled?: boolean;
}

/** "Mon compte": what the account shows besides its id and profile. */
export interface AccountView {
  id: number;
  email: string;
  profil: UserProfil;
  language: MailLanguage | null;
  notifyNewReview: boolean;
  notifyWeeklyDigest: boolean;
  pendingEmail: string | null;
}

export interface AccessClaims {
  userId: number;
  profil: UserProfil;
  /** The user's token version when the token was issued (claim `tv`). */
  tokenVersion: number;
  sub: string;
  iat: number;
  exp: number;
}

export interface Tokens {
  token: string;
  refreshToken: string;
}

export interface SignInLimits {
  /** Failed attempts of one client, whatever the accounts. */
  perClient: RateLimitRule;
  /** Failed attempts on one account from one client: a guesser elsewhere does not lock the owner out. */
  perAccount: RateLimitRule;
  /**
   * Failed attempts on one account from every client it has not signed in from (a guesser spread over many
   * addresses): past it, only the clients it signed in from before may try; a successful sign-in or a password
   * reset starts the count again.
   */
  perAccountOverall: RateLimitRule;
}

/** How long a client the account signed in from stays one of its own (past the overall cap, it may still try). */
const KNOWN_CLIENT_TTL_MS = 90 * 24 * 3600 * 1000;

const DEFAULT_SIGNIN_LIMITS: SignInLimits = {
  perClient: { max: 20, windowMs: 15 * 60 * 1000 },
  perAccount: { max: 5, windowMs: 15 * 60 * 1000 },
  // NIST SP 800-63B §5.2.2: at most 100 consecutive failed attempts on one account; the window (a year) only bounds
  // how long the count is stored: a success or a reset ends it first
  perAccountOverall: { max: 100, windowMs: 365 * 24 * 3600 * 1000 },
};

/** Wrong current passwords per user on password change. */
const PASSWORD_CHANGE_LIMIT: RateLimitRule = { max: 5, windowMs: 15 * 60 * 1000 };

/** Invitations one administrator sends (each may create an account and sends a mail). */
const INVITATIONS_PER_ADMINISTRATOR: RateLimitRule = { max: 20, windowMs: 15 * 60 * 1000 };
/** Invitations mailed to one address, whoever sends them (a still-valid one sent again counts). */
const INVITATIONS_PER_ADDRESS: RateLimitRule = { max: 3, windowMs: 24 * 3600 * 1000 };
const TOO_MANY_INVITATIONS = 'Trop d’invitations envoyées en peu de temps. Veuillez réessayer dans quelques minutes.';
const ADDRESS_RECENTLY_INVITED = 'Cette adresse a déjà reçu plusieurs invitations. Veuillez réessayer demain.';

/** What sign-up did: the created user (administrators), or the anonymous answer that says nothing. */
export type SignUpResult = { status: 201; user: AuthUser } | { status: 202; message: string };

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

/**
 * JWT_SECRET, or a secret generated on the first start and kept in DATA_DIR/jwt-secret (48 random bytes, so a
 * fresh install satisfies the minimum). A secret under 32 bytes stops the start with a message saying why.
 */
export function resolveJwtSecret(options: { jwtSecret: string | undefined; dataDir: string }): string {
  const file = join(options.dataDir, 'jwt-secret');
  let secret = options.jwtSecret;
  let origin = 'JWT_SECRET';
  if (!secret && existsSync(file)) {
    secret = readFileSync(file, 'utf8').trim();
    origin = file;
  }
  if (!secret) {
    mkdirSync(options.dataDir, { recursive: true });
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_JWT_SECRET_BYTES) {
    throw new Error(
      `${origin} is too short: ${bytes} bytes, at least ${MIN_JWT_SECRET_BYTES} are needed to sign tokens safely. ` +
        `Set JWT_SECRET to a longer random value (e.g. \`openssl rand -base64 48\`), or unset it to use a generated one.`,
    );
  }
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
  /** Delivery of the mails this service writes to the outbox in its transactions: told once each has committed. */
  outbox: { wake(): void };
  publicUrl: string;
  signInLimits?: SignInLimits;
  /** Where the limits count (on PostgreSQL: in the database, across processes); default this process's memory. */
  shared?: Pick<SharedState, 'limiter' | 'marks'>;
  /** The absolute lifetime of a session (default DEFAULT_SESSION_MAX_AGE_MS). */
  sessionMaxAgeMs?: number;
  now?: () => number;
}

export class AuthService {
  private readonly key: Uint8Array;
  private readonly users: UserRepository;
  private readonly companies: Repositories['companies'];
  private readonly chambers: Repositories['chambers'];
  private readonly transaction: AuthServiceOptions['transaction'];
  private readonly outbox: { wake(): void };
  private readonly publicUrl: string;
  private readonly now: () => number;
  private readonly perClient: Limiter;
  private readonly perAccount: Limiter;
  private readonly perAccountOverall: Limiter;
  /** `account|client` pairs that signed in: past the overall cap, these still may try. */
  private readonly knownClients: Marks;
  private readonly passwordChecks: Limiter;
  private readonly invitationsPerAdministrator: Limiter;
  private readonly invitationsPerAddress: Limiter;
  private readonly sessionMaxAgeMs: number;
  /** Verified against for unknown e-mails, so both failures cost the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(options: AuthServiceOptions) {
    this.key = new TextEncoder().encode(options.secret);
    this.users = options.repositories.users;
    this.companies = options.repositories.companies;
    this.chambers = options.repositories.chambers;
    this.transaction = options.transaction;
    this.outbox = options.outbox;
    this.publicUrl = options.publicUrl;
    this.now = options.now ?? Date.now;
    const limits = options.signInLimits ?? DEFAULT_SIGNIN_LIMITS;
    const shared = options.shared;
    const limiter = (scope: string, rule: RateLimitRule) => (shared ? shared.limiter(scope, rule) : new RateLimiter(rule, this.now));
    this.perClient = limiter('signin-client', limits.perClient);
    this.perAccount = limiter('signin-account', limits.perAccount);
    this.perAccountOverall = limiter('signin-account-overall', limits.perAccountOverall);
    this.knownClients = shared ? shared.marks('signin-known-client', KNOWN_CLIENT_TTL_MS) : memoryMarks(KNOWN_CLIENT_TTL_MS, this.now);
    this.passwordChecks = limiter('password-change', PASSWORD_CHANGE_LIMIT);
    this.invitationsPerAdministrator = limiter('invitation-administrator', INVITATIONS_PER_ADMINISTRATOR);
    this.invitationsPerAddress = limiter('invitation-address', INVITATIONS_PER_ADDRESS);
    this.sessionMaxAgeMs = options.sessionMaxAgeMs ?? DEFAULT_SESSION_MAX_AGE_MS;
  }

  /** An access token of the user at its token version (0, a new account's, when not given). */
  async signAccessToken(
    user: Pick<AuthUser, 'id' | 'email' | 'profil'> & { tokenVersion?: number },
    issuedAtSeconds = Math.floor(this.now() / 1000),
  ): Promise<string> {
    return new SignJWT({ userId: user.id, profil: user.profil, tv: user.tokenVersion ?? 0 })
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
      const { userId, profil, tv, sub, iat, exp } = payload;
      if (typeof userId !== 'number' || typeof tv !== 'number' || typeof sub !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') {
        return undefined;
      }
      if (!USER_PROFILS.includes(profil as UserProfil)) return undefined;
      return { userId, profil: profil as UserProfil, tokenVersion: tv, sub, iat, exp };
    } catch {
      return undefined;
    }
  }

  findUser(id: number): Promise<AuthUser | undefined> {
    return this.users.find(id);
  }

  /**
   * The attempt is counted before the password is checked, in the same atomic step as the limit check
   * (Limiter.consume: one synchronous step in memory, one upsert on PostgreSQL): concurrent guesses, in any of the
   * service's processes, cannot all pass the check before the first failures are counted. A success gives its
   * attempts back.
   *
   * Three counts: the client's (whatever the accounts), the account's from this client, and the account's from
   * every client it has not signed in from, so that guesses spread over many addresses stop at the overall cap
   * (an unknown e-mail is counted the same, so the cap says nothing about which e-mails have an account). Past
   * that cap the owner is not locked out: the clients it signed in from still may try (within their own limits),
   * and a password reset starts the count again.
   */
  async signIn(emailInput: string, password: string, clientKey: string): Promise<Tokens> {
    const email = normaliseEmail(emailInput);
    const accountKey = `account:${email}|${clientKey}`;
    const clientWait = await this.perClient.consume(clientKey);
    if (clientWait > 0) throw new TooManyRequests(TOO_MANY_SIGNIN_ATTEMPTS, clientWait);
    const accountWait = await this.perAccount.consume(accountKey);
    if (accountWait > 0) {
      await this.perClient.refund(clientKey);
      throw new TooManyRequests(TOO_MANY_SIGNIN_ATTEMPTS, accountWait);
    }
    const knownClient = await this.knownClients.has(`${email}|${clientKey}`);
    if (!knownClient) {
      const overallWait = await this.perAccountOverall.consume(email);
      if (overallWait > 0) {
        await this.perAccount.refund(accountKey);
        await this.perClient.refund(clientKey);
        throw new TooManyRequests(ACCOUNT_PROTECTED, overallWait, 'ACCOUNT_PROTECTED');
      }
    }

    const row = await this.users.findByEmail(email);
    // an unknown e-mail costs the same password check as a wrong password
    const ok = row ? await verifyPassword(row.passwordHash, password) : await this.burnVerification(password);
    if (!row || !ok) throw new Unauthenticated(INVALID_CREDENTIALS);
    // only the holder of the password learns this: the address is the one an anonymous sign-up gave, unproven
    if (!row.emailConfirmed) throw new Forbidden(EMAIL_UNCONFIRMED, 'EMAIL_UNCONFIRMED');
    if (row.disabled) throw new Forbidden(ACCOUNT_DISABLED, 'ACCOUNT_DISABLED');
    await this.perAccount.reset(accountKey);
    await this.perClient.refund(clientKey);
    // NIST counts consecutive failures: a success ends the count, and this client becomes one of the account's own
    await this.perAccountOverall.reset(email);
    await this.knownClients.add(`${email}|${clientKey}`);
    await this.users.recordSignIn(row.id, new Date(this.now()));
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
      if (!user || user.disabled) throw new Unauthenticated(SESSION_EXPIRED);
      return { user, refreshToken: await this.addRefreshToken(users, user, winner.familyId, newId, winner.sessionExpiresAt) };
    });
    if (!rotated) {
      const known = await this.users.findRefreshToken(tokenHash);
      // a token already used (or revoked) presented again: treat the family as stolen
      if (known?.revokedAt) await this.users.revokeFamily(known.familyId);
      throw new Unauthenticated(SESSION_EXPIRED);
    }
    return { token: await this.signAccessToken(rotated.user), refreshToken: rotated.refreshToken };
  }

  /**
   * Revokes the family of the given refresh token and the access tokens of its user, and those of the user of a
   * valid bearer token; unknown or expired tokens are ignored (logout always succeeds).
   */
  async logout(refreshToken: string | undefined, bearer: string | undefined): Promise<void> {
    const revoked = new Set<number>();
    if (refreshToken) {
      const known = await this.users.findRefreshToken(sha256(refreshToken));
      if (known) {
        await this.users.revokeFamily(known.familyId);
        revoked.add(known.userId);
      }
    }
    const claims = bearer ? await this.verifyAccessToken(bearer) : undefined;
    if (claims) revoked.add(claims.userId);
    for (const userId of revoked) await this.users.bumpTokenVersion(userId);
  }

  /**
   * With an administrator's token: creates the account it asks for (201, 409 for an e-mail in use). Anonymous: a
   * MEMBER tied to nothing; the answer (202) is the same for an e-mail already used, whose owner is mailed instead,
   * and costs the same password hash.
   */
  async signUp(input: SignUpInput, actor: AuthUser | undefined, language: MailLanguage = 'fr'): Promise<SignUpResult> {
    const email = normaliseEmail(input.email);
    checkNewPassword(input.password);
    const given = (value: number | null | undefined) => (value === undefined || value === null ? undefined : value);
    const wantsPrivileges = input.profil !== undefined || given(input.companyId) !== undefined || given(input.countryAmchamId) !== undefined;
    let profil: UserProfil = 'MEMBER';
    let companyId: number | null = null;
    let countryAmchamId: number | null = null;
    if (!actor) {
      if (wantsPrivileges) throw new Unauthenticated('Un jeton administrateur est requis pour choisir le profil ou l’entreprise');
    } else {
      const network = actor.profil === 'ADMIN_RESEAU';
      if (!network && (actor.profil !== 'ADMIN_AMCHAM' || actor.countryAmchamId === null)) throw new Forbidden();
      // a chamber administrator acts on its own chamber only; the network administrator names one
      const mayAct = (chamberId: number) => network || chamberId === actor.countryAmchamId;
      profil = input.profil ?? 'MEMBER';
      if (profil === 'ADMIN_RESEAU') {
        if (!network) throw new Forbidden();
      } else if (profil === 'ADMIN_AMCHAM') {
        const chamberId = given(input.countryAmchamId) ?? (network ? undefined : actor.countryAmchamId);
        if (chamberId === undefined || chamberId === null) throw new Invalid('countryAmchamId : Ce champ est obligatoire.');
        if (!mayAct(chamberId)) throw new Forbidden();
        if (!(await this.chambers.find(chamberId))) throw new Invalid('countryAmchamId : Champ invalide.');
        countryAmchamId = chamberId;
      } else if (given(input.companyId) !== undefined) {
        const company = await this.companies.findKeys(input.companyId as number);
        if (!company) throw new Invalid('Entreprise inconnue');
        if (!mayAct(company.countryAmchamId)) throw new Forbidden();
        companyId = company.id;
      }
    }
    const existing = await this.users.findByEmail(email);
    const passwordHash = await hashPassword(input.password);
    if (actor) {
      // an account nobody confirmed is no one's yet: the administrator's account for the address replaces it
      if (existing?.emailConfirmed) throw new Conflict(USER_EXISTS);
      // an administrator's write: in a transaction of the service, which writes its audit entry with it
      const user = await this.transaction(async ({ users }) => {
        if (existing && !(await users.removeUnconfirmed(existing.id))) throw new Conflict(USER_EXISTS);
        const created = await users.create({ email, passwordHash, profil, companyId, countryAmchamId });
        // a concurrent write took the e-mail between the look-up and the insert
        if (!created) throw new Conflict(USER_EXISTS);
        return created;
      });
      return { status: 201, user };
    }
    // the account cannot sign in before its owner follows the link mailed to the address: whoever typed someone
    // else's address gets nothing, and the address's owner can still be invited. The account, its link and the mail
    // in one transaction; a concurrent sign-up may have taken the e-mail between the look-up and the insert: its
    // owner is told too
    const token = newSecretToken();
    await this.transaction(async ({ users, mails }) => {
      const created = existing ? undefined : await users.create({ email, passwordHash, profil, companyId, countryAmchamId, emailConfirmed: false });
      if (created) await users.addResetToken({ tokenHash: sha256(token), userId: created.id, expiresAt: new Date(this.now() + CONFIRMATION_TOKEN_TTL_MS) });
      const mail = created
        ? {
            kind: 'confirmation' as const,
            ...renderMail('confirmation', language, { chamberName: undefined, link: `${this.publicUrl}/login?confirmToken=${encodeURIComponent(token)}` }),
          }
        : { kind: 'alreadyRegistered' as const, ...renderMail('alreadyRegistered', language, { chamberName: undefined, link: `${this.publicUrl}/login` }) };
      await mails.enqueue({ ...mail, language, to: email });
    });
    this.outbox.wake();
    return { status: 202, message: SIGNUP_CHECK_MAIL };
  }

  /** The chamber an account belongs to (its own, or its company's) as its mails' sender; the network for none. */
  private async mailSenderOf(user: Pick<AuthUser, 'companyId' | 'countryAmchamId'>): Promise<MailSender> {
    const chamberId = user.countryAmchamId ?? (user.companyId === null ? undefined : (await this.companies.findKeys(user.companyId))?.countryAmchamId);
    return mailSenderOf(this.publicUrl, chamberId === undefined || chamberId === null ? undefined : await this.chambers.find(chamberId));
  }

  /**
   * Confirms the address of the account a link was mailed for (a sign-up's confirmation, or any reset link: both
   * prove the mailbox). The link is used up.
   */
  async confirmEmail(token: string): Promise<void> {
    const confirmed = await this.transaction(async ({ users }) => {
      const userId = await users.consumeResetToken(sha256(token), new Date(this.now()));
      if (userId !== undefined) await users.confirmEmail(userId);
      return userId !== undefined;
    });
    if (!confirmed) throw new Invalid(CONFIRMATION_TOKEN_INVALID);
  }

  /** Sends a one-time link when the account exists; callers answer the same either way. */
  async requestPasswordReset(emailInput: string, requestLanguage: MailLanguage = 'fr'): Promise<void> {
    const email = normaliseEmail(emailInput);
    const user = await this.users.findByEmail(email);
    // a disabled account gets no link: a new password would not open it, and its owner must ask its chamber
    if (!user || user.disabled) return;
    // the account's language once it chose one ("Mon compte"), else the language of the page that asked
    const language = user.language ?? requestLanguage;
    const token = newSecretToken();
    const link = `${this.publicUrl}/login?resetToken=${encodeURIComponent(token)}`;
    const mail = renderMail('passwordReset', language, { ...(await this.mailSenderOf(user)), link });
    // the link and its mail together: no mail for a link that was not kept, no link whose mail is lost
    await this.transaction(async ({ users, mails }) => {
      await users.addResetToken({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(this.now() + RESET_TOKEN_TTL_MS) });
      await mails.enqueue({ kind: 'passwordReset', language, to: email, ...mail });
    });
    this.outbox.wake();
  }

  /**
   * Invites the representative of a company (back-office new member, `inviteCompanyMember`): creates the company's
   * MEMBER account for this e-mail, or reuses it when the company already has it, and mails it a link to choose its
   * password through the password-reset mechanism (one use, 1 hour). The account cannot sign in before: its
   * password is a random secret nobody knows. An e-mail of any other account answers 409.
   *
   * Throttled per administrator and per invited address (each invitation may create an account and sends a mail);
   * an invitation still valid is mailed again, the same link, rather than doubled by a second one.
   */
  async inviteMember(
    company: { id: number; name: string; chamber: MailChamber },
    emailInput: string,
    administrator: Pick<AuthUser, 'id'>,
    language: MailLanguage = 'fr',
  ): Promise<void> {
    const write = await this.invitationOf(company, emailInput, administrator, language);
    await this.transaction(write);
    this.outbox.wake();
  }

  /**
   * inviteMember's checks (throttles, the address's account) and the hash made before any transaction; the answer
   * writes the account, its link and the mail in the caller's transaction (an approved membership application
   * invites its representative in the transaction that makes the company public). Wake the outbox once it commits.
   */
  async invitationOf(
    company: { id: number; name: string; chamber: MailChamber },
    emailInput: string,
    administrator: Pick<AuthUser, 'id'>,
    language: MailLanguage = 'fr',
  ): Promise<(repositories: Repositories) => Promise<void>> {
    const email = normaliseEmail(emailInput);
    await this.consumeInvitation(administrator, email);
    const found = await this.users.findByEmail(email);
    // an account nobody confirmed (an anonymous sign-up) never keeps the address's owner out: the invitation replaces it
    const squatter = found !== undefined && !found.emailConfirmed ? found : undefined;
    const existing = squatter ? undefined : found;
    if (existing && !(existing.profil === 'MEMBER' && existing.companyId === company.id)) throw new Conflict(USER_EXISTS);
    const pending = existing ? await this.pendingInvitation(existing.id) : undefined;
    // hash outside the transaction (it takes tens of milliseconds)
    const unusable = existing || pending ? undefined : await hashPassword(newSecretToken());
    const expiresAt = new Date(this.now() + RESET_TOKEN_TTL_MS);
    const mailOf = (token: string) => {
      const data: MailData['invitation'] = {
        ...mailSenderOf(this.publicUrl, company.chamber),
        companyName: company.name,
        link: `${this.publicUrl}/login?resetToken=${encodeURIComponent(token)}`,
        login: email,
      };
      return { kind: 'invitation' as const, language, to: email, ...renderMail('invitation', language, data) };
    };
    // the account, its link and the mail in one transaction: all of them or none
    return async ({ users, mails }) => {
      if (pending !== undefined) {
        // an invitation still valid is mailed again, the same link
        await mails.enqueue(mailOf(pending));
        return;
      }
      if (squatter && !(await users.removeUnconfirmed(squatter.id))) throw new Conflict(USER_EXISTS);
      const user =
        existing ?? (await users.create({ email, passwordHash: unusable as string, profil: 'MEMBER', companyId: company.id, countryAmchamId: null }));
      // a concurrent sign-up took the e-mail between the check and the insert
      if (!user) throw new Conflict(USER_EXISTS);
      const invitation = this.invitationToken(user.id, expiresAt);
      await users.addResetToken({ tokenHash: sha256(invitation), userId: user.id, expiresAt });
      await mails.enqueue(mailOf(invitation));
    };
  }

  /**
   * Invites a chamber administrator (back-office "Comptes", `inviteAdministrator`): creates the chamber's
   * ADMIN_AMCHAM account for this e-mail and mails it a link to choose its password, as inviteMember does for a
   * company's representative (same throttles, same link). An administrator of the same chamber with this e-mail is
   * invited again (its pending link mailed again, else a new one); any other account's e-mail answers 409. Answers
   * the account's id (the audit entry's target).
   */
  async inviteAdministrator(
    chamber: { id: number; name: string; logo: string | null },
    emailInput: string,
    administrator: Pick<AuthUser, 'id'>,
    language: MailLanguage = 'fr',
  ): Promise<{ id: number }> {
    const email = normaliseEmail(emailInput);
    await this.consumeInvitation(administrator, email);
    const found = await this.users.findByEmail(email);
    const squatter = found !== undefined && !found.emailConfirmed ? found : undefined;
    const existing = squatter ? undefined : found;
    if (existing && !(existing.profil === 'ADMIN_AMCHAM' && existing.countryAmchamId === chamber.id)) throw new Conflict(USER_EXISTS);
    const pending = existing ? await this.pendingInvitation(existing.id) : undefined;
    const unusable = existing ? undefined : await hashPassword(newSecretToken());
    const expiresAt = new Date(this.now() + RESET_TOKEN_TTL_MS);
    const mailOf = (token: string) => ({
      kind: 'administratorInvitation' as const,
      language,
      to: email,
      ...renderMail('administratorInvitation', language, {
        ...mailSenderOf(this.publicUrl, chamber),
        chamberName: chamber.name,
        link: `${this.publicUrl}/login?resetToken=${encodeURIComponent(token)}`,
        login: email,
      }),
    });
    // the account, its link and the mail in one transaction: all of them or none
    const invited = await this.transaction(async ({ users, mails }) => {
      if (existing && pending !== undefined) {
        await mails.enqueue(mailOf(pending));
        return { id: existing.id };
      }
      if (squatter && !(await users.removeUnconfirmed(squatter.id))) throw new Conflict(USER_EXISTS);
      const user =
        existing ?? (await users.create({ email, passwordHash: unusable as string, profil: 'ADMIN_AMCHAM', companyId: null, countryAmchamId: chamber.id }));
      if (!user) throw new Conflict(USER_EXISTS);
      const invitation = this.invitationToken(user.id, expiresAt);
      await users.addResetToken({ tokenHash: sha256(invitation), userId: user.id, expiresAt });
      await mails.enqueue(mailOf(invitation));
      return { id: user.id };
    });
    this.outbox.wake();
    return invited;
  }

  /** The invitation throttles: per administrator, then per invited address. */
  private async consumeInvitation(administrator: Pick<AuthUser, 'id'>, email: string): Promise<void> {
    const administratorKey = `administrator:${administrator.id}`;
    const administratorWait = await this.invitationsPerAdministrator.consume(administratorKey);
    if (administratorWait > 0) throw new TooManyRequests(TOO_MANY_INVITATIONS, administratorWait, 'TOO_MANY_INVITATIONS');
    const addressWait = await this.invitationsPerAddress.consume(email);
    if (addressWait > 0) {
      await this.invitationsPerAdministrator.refund(administratorKey);
      throw new TooManyRequests(ADDRESS_RECENTLY_INVITED, addressWait, 'ADDRESS_RECENTLY_INVITED');
    }
  }

  /**
   * Disables an account (back-office "Comptes"; who may is the caller's check): it can no longer sign in, and its
   * sessions end at once (refresh tokens revoked, access tokens refused by the token version), its pending links
   * with them. Nobody disables their own account, nor the last active network administrator: the active network
   * administrators are locked in the transaction, so that two of them disabling each other at once cannot both
   * succeed. An account already disabled is left as it is.
   */
  async disableAccount(actor: Pick<AuthUser, 'id'>, target: { id: number; profil: UserProfil }): Promise<void> {
    if (target.id === actor.id) throw new Conflict(OWN_ACCOUNT, 'OWN_ACCOUNT');
    const now = new Date(this.now());
    await this.transaction(async ({ users }) => {
      if (target.profil === 'ADMIN_RESEAU') {
        const active = await users.lockActiveNetworkAdministrators();
        if (!active.includes(target.id)) return;
        if (active.every((id) => id === target.id)) throw new Conflict(LAST_NETWORK_ADMINISTRATOR, 'LAST_NETWORK_ADMINISTRATOR');
      } else if ((await users.find(target.id))?.disabled) {
        return;
      }
      await users.setDisabled(target.id, now);
      await users.revokeSessions(target.id, now);
      await users.consumeResetTokensOf(target.id, now);
      await users.cancelEmailChanges(target.id, now);
      await users.bumpTokenVersion(target.id);
    });
  }

  /** Enables a disabled account again: it signs in with its password (its ended sessions stay ended). */
  async enableAccount(target: { id: number }): Promise<void> {
    await this.transaction(async ({ users }) => {
      await users.setDisabled(target.id, null);
    });
  }

  /**
   * An invitation's link is not random: it is derived from the account and the link's end under the service's
   * secret, so that a link still valid can be mailed again (only its hash is stored, as for every reset link).
   */
  private invitationToken(userId: number, expiresAt: Date): string {
    return createHmac('sha256', this.key).update(`invitation\u0000${userId}\u0000${expiresAt.toISOString()}`).digest('base64url');
  }

  /** The link of the account's invitation that is still unused and unexpired, if it has one. */
  private async pendingInvitation(userId: number): Promise<string | undefined> {
    for (const link of await this.users.usableResetTokensOf(userId, new Date(this.now()))) {
      const token = this.invitationToken(userId, link.expiresAt);
      if (sha256(token) === link.tokenHash) return token;
    }
    return undefined;
  }

  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const tokenHash = sha256(token);
    const now = new Date(this.now());
    // hash outside the transaction (it takes tens of milliseconds), and only for a token that can be used
    if ((await this.users.resetTokenUser(tokenHash, now)) === undefined) throw new Invalid(RESET_TOKEN_INVALID);
    checkNewPassword(password);
    const passwordHash = await hashPassword(password);
    const userId = await this.transaction(async ({ users }) => {
      const userId = await users.consumeResetToken(tokenHash, now);
      if (userId === undefined) throw new Invalid(RESET_TOKEN_INVALID);
      await users.setPasswordHash(userId, passwordHash);
      // the link reached the account's mailbox: an unconfirmed sign-up is confirmed by it
      await users.confirmEmail(userId);
      // the older links of the account stop working, and so do its sessions and access tokens
      await users.consumeResetTokensOf(userId, now);
      await users.revokeSessions(userId, now);
      await users.bumpTokenVersion(userId);
      return userId;
    });
    // the owner proved it holds the mailbox: guesses made before no longer hold the account back
    const user = await this.users.find(userId);
    if (user) await this.perAccountOverall.reset(normaliseEmail(user.email));
  }

  async changePassword(actor: AuthUser, id: number, currentPassword: string, newPassword: string): Promise<void> {
    if (actor.id !== id) throw new Forbidden();
    checkNewPassword(newPassword);
    await this.checkCurrentPassword(id, currentPassword);
    const passwordHash = await hashPassword(newPassword);
    await this.transaction(async ({ users }) => {
      await users.setPasswordHash(id, passwordHash);
      await users.revokeSessions(id, new Date(this.now()));
      await users.bumpTokenVersion(id);
    });
  }

  /**
   * Counted before the check, like sign-in: the current password is not an unthrottled oracle. 400, not 401, for a
   * wrong one: a 401 would make the client refresh its token and retry.
   */
  private async checkCurrentPassword(id: number, currentPassword: string): Promise<void> {
    const currentHash = await this.users.passwordHashOf(id);
    if (currentHash === undefined) throw new NotFound('Utilisateur non trouvé');
    const key = `user:${id}`;
    const wait = await this.passwordChecks.consume(key);
    if (wait > 0) throw new TooManyRequests(TOO_MANY_PASSWORD_ATTEMPTS, wait);
    if (!(await verifyPassword(currentHash, currentPassword))) throw new Invalid(WRONG_CURRENT_PASSWORD, { code: 'WRONG_CURRENT_PASSWORD' });
    await this.passwordChecks.reset(key);
  }

  /**
   * "Mon compte": every session of the account ends (refresh tokens, access tokens by the token version, an address
   * change waiting for its link), and this device gets the tokens of a new session, as after a sign-in (the
   * password it just proved is the sign-in's).
   */
  async changeOwnPassword(actor: AuthUser, currentPassword: string, newPassword: string): Promise<Tokens> {
    checkNewPassword(newPassword);
    await this.checkCurrentPassword(actor.id, currentPassword);
    const passwordHash = await hashPassword(newPassword);
    const now = new Date(this.now());
    const renewed = await this.transaction(async ({ users }) => {
      await users.setPasswordHash(actor.id, passwordHash);
      await users.revokeSessions(actor.id, now);
      await users.cancelEmailChanges(actor.id, now);
      await users.bumpTokenVersion(actor.id);
      const user = await users.find(actor.id);
      if (!user) throw new NotFound('Utilisateur non trouvé');
      const sessionExpiresAt = new Date(this.now() + this.sessionMaxAgeMs);
      return { user, refreshToken: await this.addRefreshToken(users, user, randomUUID(), randomUUID(), sessionExpiresAt) };
    });
    return { token: await this.signAccessToken(renewed.user), refreshToken: renewed.refreshToken };
  }

  /** Every session of the account ends, the caller's included. */
  async signOutEverywhere(actor: AuthUser): Promise<void> {
    await this.transaction(async ({ users }) => {
      await users.revokeSessions(actor.id, new Date(this.now()));
      await users.bumpTokenVersion(actor.id);
    });
  }

  async account(actor: AuthUser): Promise<AccountView> {
    const preferences = await this.users.preferencesOf(actor.id);
    if (!preferences) throw new NotFound('Utilisateur non trouvé');
    const pendingEmail = await this.users.pendingEmailOf(actor.id, new Date(this.now()));
    return { id: actor.id, email: actor.email, profil: actor.profil, ...preferences, pendingEmail };
  }

  async updatePreferences(actor: AuthUser, values: { language?: MailLanguage; notifyNewReview?: boolean; notifyWeeklyDigest?: boolean }): Promise<AccountView> {
    const changes = {
      ...(values.language === undefined ? {} : { language: values.language }),
      ...(values.notifyNewReview === undefined ? {} : { notifyNewReview: values.notifyNewReview }),
      ...(values.notifyWeeklyDigest === undefined ? {} : { notifyWeeklyDigest: values.notifyWeeklyDigest }),
    };
    // the journal keeps the preferences as they are after the change
    await this.transaction(async ({ users }) => {
      await users.setPreferences(actor.id, changes);
      return users.preferencesOf(actor.id);
    });
    return this.account(actor);
  }

  /**
   * The new address gets a one-time link (a newer request replaces an older one's) and the current address is told,
   * both in the account's language (else the request's) and in the transaction that keeps the link. The address changes when the link is
   * opened (confirmEmailChange).
   */
  async requestEmailChange(actor: AuthUser, emailInput: string, currentPassword: string, requestLanguage: MailLanguage = 'fr'): Promise<string> {
    const email = normaliseEmail(emailInput);
    if (email === actor.email) throw new Invalid(EMAIL_CHANGE_SAME, { code: 'SAME_EMAIL' });
    await this.checkCurrentPassword(actor.id, currentPassword);
    // an account nobody confirmed is no one's: the change may take its address (confirmEmailChange removes it)
    if ((await this.users.findByEmail(email))?.emailConfirmed) throw new Conflict(USER_EXISTS);
    const token = newSecretToken();
    const now = new Date(this.now());
    const language = actor.language ?? requestLanguage;
    const from = await this.mailSenderOf(actor);
    const link = `${this.publicUrl}/login?emailChangeToken=${encodeURIComponent(token)}`;
    await this.transaction(async ({ users, mails }) => {
      await users.replaceEmailChange(
        { tokenHash: sha256(token), userId: actor.id, newEmail: email, expiresAt: new Date(this.now() + EMAIL_CHANGE_TOKEN_TTL_MS) },
        now,
      );
      await mails.enqueue({ kind: 'emailChange', language, to: email, ...renderMail('emailChange', language, { ...from, link, newEmail: email }) });
      await mails.enqueue({
        kind: 'emailChangeNotice',
        language,
        to: actor.email,
        ...renderMail('emailChangeNotice', language, { ...from, newEmail: email }),
      });
    });
    this.outbox.wake();
    return EMAIL_CHANGE_SENT;
  }

  /** The link mailed to the new address: the account's address becomes it. */
  async confirmEmailChange(token: string): Promise<void> {
    const now = new Date(this.now());
    await this.transaction(async ({ users }) => {
      const change = await users.consumeEmailChange(sha256(token), now);
      if (!change) throw new Invalid(CONFIRMATION_TOKEN_INVALID);
      const holder = await users.findByEmail(change.newEmail);
      if (holder && holder.id !== change.userId && !(await users.removeUnconfirmed(holder.id))) throw new Conflict(USER_EXISTS);
      if (!(await users.setEmail(change.userId, change.newEmail))) throw new Conflict(USER_EXISTS);
    });
  }

  private async issueTokens(user: Pick<AuthUser, 'id' | 'email' | 'profil' | 'tokenVersion'>, familyId: string): Promise<Tokens> {
    const sessionExpiresAt = new Date(this.now() + this.sessionMaxAgeMs);
    const refreshToken = await this.addRefreshToken(this.users, user, familyId, randomUUID(), sessionExpiresAt);
    return { token: await this.signAccessToken(user), refreshToken };
  }

  /** A new refresh token of the family; it never outlives the session's absolute end. */
  private async addRefreshToken(users: UserRepository, user: Pick<AuthUser, 'id'>, familyId: string, id: string, sessionExpiresAt: Date): Promise<string> {
    const refreshToken = newSecretToken();
    const expiresAt = new Date(Math.min(this.now() + REFRESH_TOKEN_TTL_MS, sessionExpiresAt.getTime()));
    await users.addRefreshToken({ id, userId: user.id, familyId, tokenHash: sha256(refreshToken), expiresAt, sessionExpiresAt });
    return refreshToken;
  }

  private async burnVerification(password: string): Promise<false> {
    this.dummyHash ??= hashPassword(newSecretToken());
    await verifyPassword(await this.dummyHash, password);
    return false;
  }
}
