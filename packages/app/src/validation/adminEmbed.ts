import { EMBED_MAX_ORIGINS, EMBED_ORIGIN_PATTERN, EMBED_PER_PAGE } from '@annuaire/api';
import * as yup from 'yup';
import type { Translate } from '../i18n/messages';

// The "Intégration" form: the rules of the contract's EmbedSettings (EmbedOrigin's pattern, at most 20 hosts, none
// repeated, #rrggbb, 6 to 48 a page), from the api package's rules, which a test holds to the contract, so the
// service never refuses what the form accepts.

/** The contract's accent: #rrggbb. */
const ACCENT = /^#[0-9a-fA-F]{6}$/;

/** The index of an array item's path ('allowedOrigins[3]' gives 3). */
function indexOf(path: string | undefined): number {
  return Number(/\[(\d+)\]$/.exec(path ?? '')?.[1] ?? -1);
}

/**
 * The embedded directory's settings. A blank site is ignored (the save drops it: a row just added holds no mistake);
 * an accent left empty keeps the kit's colour.
 */
export function embedSettingsSchema(t: Translate) {
  const perPage = t('validation.embed.perPage');
  const origin = t('validation.embed.origin');
  return yup.object({
    language: yup.string().oneOf(['fr', 'en']).required(),
    scope: yup.string().oneOf(['chamber', 'network']).required(),
    sectorIds: yup.array(yup.number().integer().min(1).required()).max(100).required(),
    accent: yup
      .string()
      .trim()
      .matches(ACCENT, { message: t('validation.embed.accent'), excludeEmptyString: true }),
    font: yup.string().oneOf(['kit', 'system', 'serif']).required(),
    perPage: yup
      .string()
      .trim()
      .required(perPage)
      .matches(/^\d+$/, perPage)
      .test('range', perPage, (value) => Number(value) >= EMBED_PER_PAGE.min && Number(value) <= EMBED_PER_PAGE.max),
    allowedOrigins: yup
      .array(
        yup
          .string()
          .trim()
          .matches(EMBED_ORIGIN_PATTERN, { message: origin, excludeEmptyString: true })
          .test('repeated', t('validation.embed.origin.repeated'), function (value) {
            const sites = (this.parent as readonly string[]).map((site) => site.trim());
            const site = (value ?? '').trim();
            return site === '' || sites.indexOf(site) === indexOf(this.path);
          }),
      )
      .test('max', t('validation.embed.origins.max'), (sites) => (sites ?? []).filter((site) => (site ?? '').trim() !== '').length <= EMBED_MAX_ORIGINS)
      .required(),
  });
}
