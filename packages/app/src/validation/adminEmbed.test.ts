import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { loadArea, loadMessages, translator } from '../i18n/messages';
import { embedSettingsSchema } from './adminEmbed';

await loadArea('admin', 'fr');
await loadArea('admin', 'en');
await loadMessages('en');
const fr = embedSettingsSchema(translator('fr'));
const en = embedSettingsSchema(translator('en'));

const valid = { language: 'fr', scope: 'chamber', sectorIds: [], accent: '', font: 'kit', perPage: '12', allowedOrigins: ['https://www.exemple.org'] };

/** The messages of every failing field, by path. */
function errorsOf(schema: typeof fr, values: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner) if (inner.path && !(inner.path in out)) out[inner.path] = inner.message;
    return out;
  }
}

describe('embedSettingsSchema (the contract EmbedSettings)', () => {
  it('accepts the origins the contract accepts: https, or http on 127.0.0.1 and localhost, a port; a blank row is ignored', () => {
    expect(
      errorsOf(fr, { ...valid, allowedOrigins: ['https://www.amcham-ci.example.org', 'http://127.0.0.1:4555', 'http://localhost', '', 'https://a.b:8443'] }),
    ).toEqual({});
  });

  it.each([
    ['a path', 'https://example.org/annuaire'],
    ['plain http on a public host', 'http://example.org'],
    ['upper case', 'https://Example.org'],
    ['another scheme', 'ftp://example.org'],
    ['a trailing slash', 'https://example.org/'],
  ])("refuses an origin with %s, with the contract's message in each language", (_what, origin) => {
    expect(errorsOf(fr, { ...valid, allowedOrigins: ['https://ok.example.org', origin] })).toEqual({
      'allowedOrigins[1]': 'Adresse de site invalide (https://exemple.org)',
    });
    expect(errorsOf(en, { ...valid, allowedOrigins: [origin] })).toEqual({ 'allowedOrigins[0]': 'Invalid site address (https://example.org)' });
  });

  it('refuses a repeated site (on the repetition), more than 20 sites, a colour that is not #rrggbb, a page size out of 6 to 48', () => {
    expect(errorsOf(fr, { ...valid, allowedOrigins: ['https://a.org', 'https://a.org'] })).toEqual({ 'allowedOrigins[1]': 'Ce site est déjà dans la liste' });
    expect(errorsOf(fr, { ...valid, allowedOrigins: Array.from({ length: 21 }, (_, i) => `https://s${i}.org`) })).toEqual({
      allowedOrigins: 'Au plus 20 sites',
    });
    expect(errorsOf(fr, { ...valid, accent: 'red' })).toEqual({ accent: 'Couleur invalide (#rrggbb)' });
    expect(errorsOf(fr, { ...valid, accent: '#0B5CAD' })).toEqual({});
    for (const perPage of ['5', '49', '', '12.5', 'douze'])
      expect(errorsOf(fr, { ...valid, perPage })).toEqual({ perPage: 'Entre 6 et 48 résultats par page' });
    for (const perPage of ['6', '48']) expect(errorsOf(fr, { ...valid, perPage })).toEqual({});
  });
});
