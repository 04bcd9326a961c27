import type { EmbedSettings, EmbedStatistics } from '@annuaire/api';
import type { EmbedAudience, EmbedFormValues } from '@annuaire/ui';

/** The form of saved settings: the kit's accent as an empty field, the page size as typed text. */
export function toEmbedFormValues(settings: EmbedSettings): EmbedFormValues {
  return {
    language: settings.language,
    scope: settings.scope,
    sectorIds: settings.sectorIds,
    accent: settings.accent ?? '',
    font: settings.font,
    perPage: String(settings.perPage),
    allowedOrigins: settings.allowedOrigins,
  };
}

/** The settings to save from valid values: blank sites dropped, an empty accent is the kit's (null). */
export function toEmbedSettings(values: EmbedFormValues): EmbedSettings {
  const accent = values.accent.trim();
  return {
    language: values.language,
    scope: values.scope,
    sectorIds: [...values.sectorIds],
    accent: accent === '' ? null : accent,
    font: values.font,
    perPage: Number(values.perPage.trim()),
    allowedOrigins: values.allowedOrigins.map((site) => site.trim()).filter((site) => site !== ''),
  };
}

export function toEmbedAudience(statistics: EmbedStatistics): EmbedAudience {
  return { portal: statistics.portal, embed: statistics.embed };
}

/** What a chamber pastes on its site: the loader script, or a frame for sites that forbid scripts. */
export function embedSnippets(origin: string, chamberId: number): { script: string; iframe: string } {
  return {
    script: `<script src="${origin}/embed.js?chamber=${chamberId}" async></script>`,
    iframe: `<iframe src="${origin}/embed/${chamberId}" title="Annuaire" width="100%" height="800" style="border:0" loading="lazy"></iframe>`,
  };
}

/** The embedded page of a chamber, on this site (the preview frames it). */
export function embedPagePath(chamberId: number): string {
  return `/embed/${chamberId}`;
}
