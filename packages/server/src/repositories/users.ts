// The user aggregate: accounts, their refresh tokens (stored hashed, rotated, revoked by family) and their
// password-reset tokens (stored hashed, one use).
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { companies, countryAmchams, emailChangeTokens, passwordResetTokens, refreshTokens, users, type UserProfil } from '../db/schema.js';

export interface UserRecord {
  id: number;
  email: string;
  profil: UserProfil;
  companyId: number | null;
  countryAmchamId: number | null;
  /** The version every access token of the user must carry (src/plugins/auth.ts). */
  tokenVersion: number;
  /** The language of the account's mails and of the app at sign-in; null until the account chooses one. */
  language: 'fr' | 'en' | null;
  /** An administrator disabled the account (back-office "Comptes"): no sign-in, no refresh, no token honoured. */
  disabled: boolean;
}

/** What "Mon compte" shows and changes besides the password and the address. */
export interface AccountPreferences {
  language: 'fr' | 'en' | null;
  notifyNewReview: boolean;
  notifyWeeklyDigest: boolean;
}

const columns = {
  id: users.id,
  email: users.email,
  profil: users.profil,
  companyId: users.companyId,
  countryAmchamId: users.countryAmchamId,
  tokenVersion: users.tokenVersion,
  language: users.language,
  disabled: sql<boolean>`${users.disabledAt} IS NOT NULL`.as('disabled'),
};

/** pg_advisory_xact_lock's keys: the product, then 'network administrators' (migrations hold (…, 1), retention (…, 2)). */
const NETWORK_ADMINISTRATORS_LOCK = [0x616e6e75, 3];

export function createUserRepository(executor: Executor) {
  const { db } = executor;
  return {
    async find(id: number): Promise<UserRecord | undefined> {
      const [user] = await db.select(columns).from(users).where(eq(users.id, id));
      return user;
    },

    /** The account of a (lower-cased) e-mail, with its password hash and whether its address is confirmed. */
    async findByEmail(email: string): Promise<(UserRecord & { passwordHash: string; emailConfirmed: boolean }) | undefined> {
      const [user] = await db
        .select({ ...columns, passwordHash: users.passwordHash, emailConfirmed: users.emailConfirmed })
        .from(users)
        .where(eq(users.email, email));
      return user;
    },

    async passwordHashOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
      return row?.passwordHash;
    },

    /**
     * Creates the account (its address confirmed unless `emailConfirmed` is false: an anonymous sign-up); undefined
     * when the e-mail is taken (a concurrent sign-up won).
     */
    async create(
      values: Omit<UserRecord, 'id' | 'tokenVersion' | 'language' | 'disabled'> & {
        passwordHash: string;
        emailConfirmed?: boolean;
        language?: 'fr' | 'en' | null;
      },
    ): Promise<UserRecord | undefined> {
      const [user] = await db.insert(users).values(values).onConflictDoNothing().returning(columns);
      return user;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /** The owner proved it holds the address (a confirmation or reset link): the account may sign in. */
    async confirmEmail(id: number): Promise<void> {
      await db.update(users).set({ emailConfirmed: true }).where(eq(users.id, id));
    },

    /**
     * Deletes an account whose address was never confirmed (an anonymous sign-up), so that the address's owner can be
     * invited; its tokens go with it. Answers whether it deleted one: a confirmed account is never deleted here.
     */
    async removeUnconfirmed(id: number): Promise<boolean> {
      const removed = await db
        .delete(users)
        .where(and(eq(users.id, id), eq(users.emailConfirmed, false)))
        .returning({ id: users.id });
      return removed.length > 0;
    },

    /** Revokes every access token issued so far to the user (logout, password change or reset). */
    async bumpTokenVersion(id: number): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    },

    async addRefreshToken(token: { id: string; userId: number; familyId: string; tokenHash: string; expiresAt: Date; sessionExpiresAt: Date }): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    /**
     * Marks an unexpired, unrevoked refresh token used (replaced by `replacedBy`) and answers its user and family;
     * undefined when it is not usable (used, revoked, expired, or its session past its absolute end). Atomic: of
     * two concurrent uses of one token, exactly one wins.
     */
    async claimRefreshToken(
      tokenHash: string,
      replacedBy: string,
      now: Date,
    ): Promise<{ userId: number; familyId: string; sessionExpiresAt: Date } | undefined> {
      const [claimed] = await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()`, replacedBy })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
            gt(refreshTokens.sessionExpiresAt, now),
          ),
        )
        .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, sessionExpiresAt: refreshTokens.sessionExpiresAt });
      return claimed;
    },

    async findRefreshToken(tokenHash: string): Promise<{ userId: number; familyId: string; revokedAt: Date | null } | undefined> {
      const [token] = await db
        .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return token;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
        .where(eq(refreshTokens.familyId, familyId));
    },

    async revokeSessions(userId: number, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * Who is mailed when a visitor reviews `companyId`: its members' accounts that keep the review mails on ("Mon
     * compte") and can sign in (a confirmed address, not disabled), each with its language (null: French) and the company's chamber,
     * which signs the mail (its name, and its logo's file name for the header).
     */
    async reviewRecipientsOf(
      companyId: number,
    ): Promise<Array<{ email: string; language: 'fr' | 'en' | null; chamberName: string; chamberLogo: string | null }>> {
      return db
        .select({ email: users.email, language: users.language, chamberName: countryAmchams.name, chamberLogo: countryAmchams.logo })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .innerJoin(countryAmchams, eq(countryAmchams.id, companies.countryAmchamId))
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.profil, 'MEMBER'),
            eq(users.notifyNewReview, true),
            eq(users.emailConfirmed, true),
            isNull(users.disabledAt),
          ),
        )
        .orderBy(users.id);
    },

    /** A successful sign-in: the back-office "Comptes" shows when each account last signed in. */
    async recordSignIn(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, id));
    },

    /** Disables the account (`at`) or enables it again (null). */
    async setDisabled(id: number, at: Date | null): Promise<void> {
      await db.update(users).set({ disabledAt: at }).where(eq(users.id, id));
    },

    /**
     * The active network administrators, read under a transaction-level advisory lock: two administrators disabling
     * each other at once cannot both pass the "last active network administrator" check (the second waits for the
     * first's commit, then reads its change). Not row locks: the audit trail already holds the target's row, and
     * locking the others' rows too could deadlock two such calls.
     */
    async lockActiveNetworkAdministrators(): Promise<number[]> {
      await executor.query('SELECT 1 AS locked FROM pg_advisory_xact_lock($1, $2)', NETWORK_ADMINISTRATORS_LOCK);
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.profil, 'ADMIN_RESEAU'), isNull(users.disabledAt)))
        .orderBy(users.id);
      return rows.map((row) => row.id);
    },

    async preferencesOf(id: number): Promise<AccountPreferences | undefined> {
      const [row] = await db
        .select({ language: users.language, notifyNewReview: users.notifyNewReview, notifyWeeklyDigest: users.notifyWeeklyDigest })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async setPreferences(id: number, values: Partial<AccountPreferences>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    /** The address of the account becomes `email` (lower-cased); false when another account has it. */
    async setEmail(id: number, email: string): Promise<boolean> {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), sql`${users.id} <> ${id}`));
      if (taken) return false;
      await db.update(users).set({ email, emailConfirmed: true }).where(eq(users.id, id));
      return true;
    },

    /** A new address change of the user: the older ones waiting for their link stop working. */
    async replaceEmailChange(token: { tokenHash: string; userId: number; newEmail: string; expiresAt: Date }, now: Date): Promise<void> {
      await db
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.userId, token.userId), isNull(emailChangeTokens.usedAt)));
      await db.insert(emailChangeTokens).values(token);
    },

    /** The address the user asked for and whose link is unused and unexpired, if any. */
    async pendingEmailOf(userId: number, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: emailChangeTokens.newEmail })
        .from(emailChangeTokens)
        .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, now)))
        .orderBy(desc(emailChangeTokens.createdAt))
        .limit(1);
      return row?.newEmail ?? null;
    },

    /** Uses an unused, unexpired address-change link; its user and new address, or undefined. Atomic. */
    async consumeEmailChange(tokenHash: string, now: Date): Promise<{ userId: number; newEmail: string } | undefined> {
      const [row] = await db
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.tokenHash, tokenHash), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, now)))
        .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
      return row;
    },

    /** Uses up the user's address changes still waiting (a password change or a sign-out of every device). */
    async cancelEmailChanges(userId: number, now: Date): Promise<void> {
      await db
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
    },

    async addResetToken(token: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetTokens).values(token);
    },

    /** The user of an unused, unexpired reset token, without using it. */
    async resetTokenUser(tokenHash: string, now: Date): Promise<number | undefined> {
      const [token] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
      return token?.userId;
    },

    /** The user's reset links that are unused and unexpired (their hashes and ends), the newest first. */
    async usableResetTokensOf(userId: number, now: Date): Promise<Array<{ tokenHash: string; expiresAt: Date }>> {
      return db
        .select({ tokenHash: passwordResetTokens.tokenHash, expiresAt: passwordResetTokens.expiresAt })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .orderBy(desc(passwordResetTokens.expiresAt));
    },

    /** Uses up every unused reset link of the user: after a successful reset, the older links stop working. */
    async consumeResetTokensOf(userId: number, now: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    /** Uses an unused, unexpired reset token and answers its user; undefined when it is not usable. Atomic. */
    async consumeResetToken(tokenHash: string, now: Date): Promise<number | undefined> {
      const [consumed] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .returning({ userId: passwordResetTokens.userId });
      return consumed?.userId;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
