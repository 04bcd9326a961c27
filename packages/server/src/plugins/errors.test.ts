import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden, Invalid, NotFound, TooLarge, TooManyRequests, Unauthenticated, UnsupportedType } from '../domain/errors.js';
import { toErrorResponse } from './errors.js';

describe('toErrorResponse, the one place a domain error becomes HTTP', () => {
  it('gives each kind its status, with the default French message where none is given', () => {
    const answers = [
      new Invalid(),
      new Unauthenticated(),
      new Forbidden(),
      new NotFound(),
      new Conflict('Cet utilisateur existe déjà'),
      new TooLarge(),
      new UnsupportedType(),
      new TooManyRequests('Trop de tentatives', 30),
    ].map((error) => [toErrorResponse(error).status, toErrorResponse(error).message]);
    expect(answers).toEqual([
      [400, 'Données invalides'],
      [401, 'Non autorisé'],
      [403, 'Accès interdit'],
      [404, 'Ressource non trouvée'],
      [409, 'Cet utilisateur existe déjà'],
      [413, 'Fichier trop volumineux'],
      [415, 'Type de fichier non supporté'],
      [429, 'Trop de tentatives'],
    ]);
  });

  it('carries the code, the refused fields and Retry-After (whole seconds, at least 1)', () => {
    expect(toErrorResponse(new Conflict('Déjà pris', 'COUNTRY_TAKEN'))).toMatchObject({ status: 409, code: 'COUNTRY_TAKEN', headers: {} });
    expect(toErrorResponse(new Forbidden('Compte désactivé', 'ACCOUNT_DISABLED'))).toMatchObject({ status: 403, code: 'ACCOUNT_DISABLED' });
    expect(toErrorResponse(new Invalid('name : trop court', { fields: { name: 'trop court' } }))).toMatchObject({
      status: 400,
      fields: { name: 'trop court' },
    });
    expect(toErrorResponse(new TooManyRequests('Trop', 0.2, 'ACCOUNT_PROTECTED')).headers).toEqual({ 'retry-after': '1' });
    expect(toErrorResponse(new TooManyRequests('Trop', 61.5)).headers).toEqual({ 'retry-after': '62' });
  });

  it('answers any other error as the service’s own fault', () => {
    expect(toErrorResponse(new Error('boom'))).toMatchObject({ status: 500, message: 'Erreur interne du serveur' });
  });
});
