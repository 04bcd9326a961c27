// The rules of a password being chosen (sign-up, reset, change; openapi/directory.yaml NewPassword, ASVS 5.0 6.2.1
// and 6.2.4): the contract bounds its length (8 to 128, checked with the body), this refuses the common passwords
// of openapi/common-passwords.txt, the list the app's form rules read too.
import { readFileSync } from 'node:fs';
import { paths } from '../config.js';
import { Invalid } from '../domain/errors.js';

const COMMON_PASSWORD = 'Ce mot de passe est trop courant, choisissez-en un autre.';

/** The list's passwords, lower-cased (comments and blank lines left out). */
function parseCommonPasswords(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

let commonPasswords: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  commonPasswords ??= parseCommonPasswords(readFileSync(paths.commonPasswords, 'utf8'));
  return commonPasswords.has(password.trim().toLowerCase());
}

/** 400 with the catalogue's message for a common password. */
export function checkNewPassword(password: string): void {
  if (isCommonPassword(password)) throw new Invalid(COMMON_PASSWORD);
}
