/**
 * What a request may fail with, in the directory's terms: the services and the routes throw these, and one place,
 * the error handler of plugins/errors.ts, answers each kind with its HTTP status and the contract's Error body.
 * `message` is French, as the error catalogues of the specs (section 8) are.
 */

/**
 * A machine-readable reason where one kind has several (Conflict: IN_USE, a row still referenced, COUNTRY_TAKEN, vs a
 * name taken; TooManyRequests: ACCOUNT_PROTECTED, an account's sign-in cap over every address, vs a client's own limit;
 * TOO_MANY_INVITATIONS, an administrator's invitations, vs ADDRESS_RECENTLY_INVITED, one invited address's).
 */
export type ErrorCode =
  | 'IN_USE'
  | 'COUNTRY_TAKEN'
  | 'ACCOUNT_PROTECTED'
  | 'EMAIL_UNCONFIRMED'
  | 'TOO_MANY_INVITATIONS'
  | 'ADDRESS_RECENTLY_INVITED'
  | 'RATING_DAILY_LIMIT'
  // back-office "Comptes": a disabled account's sign-in (Forbidden); disabling one's own account or the last active network administrator (Conflict)
  | 'ACCOUNT_DISABLED'
  | 'OWN_ACCOUNT'
  | 'LAST_NETWORK_ADMINISTRATOR'
  // "Mon compte": the two 400s a client words in its own language (the service's messages are French)
  | 'WRONG_CURRENT_PASSWORD'
  | 'SAME_EMAIL';

/** The kinds of failure a caller can act on; plugins/errors.ts gives each its status. */
export type ErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'notFound' | 'conflict' | 'tooLarge' | 'unsupportedType' | 'tooManyRequests';

export interface ErrorDetails {
  code?: ErrorCode;
  /** A refused form field's own message, by the contract's field name, without the name before it. */
  fields?: Record<string, string>;
  /** TooManyRequests: when the caller may try again. */
  retryAfterSeconds?: number;
}

/** A failure meant for the caller, as opposed to a fault of the service. */
export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;
  readonly code: ErrorCode | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = new.target.name;
    this.code = details.code;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** The input breaks a rule (a form, a token, a file name). */
export class Invalid extends DomainError {
  readonly kind = 'invalid';
  constructor(message = 'Données invalides', details?: ErrorDetails) {
    super(message, details);
  }
}

/** No valid credentials or session. */
export class Unauthenticated extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(message = 'Non autorisé', code?: ErrorCode) {
    super(message, { code });
  }
}

/** Known caller, not allowed. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = 'Accès interdit', code?: ErrorCode) {
    super(message, { code });
  }
}

export class NotFound extends DomainError {
  readonly kind = 'notFound';
  constructor(message = 'Ressource non trouvée') {
    super(message);
  }
}

/** The state of the directory refuses it: a name taken, a row still referenced (IN_USE), the last administrator. */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
  constructor(message: string, code?: ErrorCode) {
    super(message, { code });
  }
}

/** A file or an image past its limit. */
export class TooLarge extends DomainError {
  readonly kind = 'tooLarge';
  constructor(message = 'Fichier trop volumineux') {
    super(message);
  }
}

/** A file, an image or a body of a type the operation does not take. */
export class UnsupportedType extends DomainError {
  readonly kind = 'unsupportedType';
  constructor(message = 'Type de fichier non supporté') {
    super(message);
  }
}

/** A limit on how often (sign-ins, invitations, ratings): try again after `retryAfterSeconds`. */
export class TooManyRequests extends DomainError {
  readonly kind = 'tooManyRequests';
  constructor(message: string, retryAfterSeconds: number, code?: ErrorCode) {
    super(message, { code, retryAfterSeconds });
  }
}
