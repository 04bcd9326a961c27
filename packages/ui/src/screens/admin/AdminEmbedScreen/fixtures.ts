import type { EmbedAudience, EmbedFormValues, EmbedSectorOption } from './AdminEmbedScreen';

export const sampleEmbedSectorsFr: EmbedSectorOption[] = [
  { id: 1, label: 'Technologie' },
  { id: 2, label: 'Finance' },
  { id: 3, label: 'Santé' },
  { id: 4, label: 'Énergie' },
  { id: 5, label: 'Agriculture' },
  { id: 6, label: 'Transport et logistique' },
];

export const sampleEmbedSectorsEn: EmbedSectorOption[] = [
  { id: 1, label: 'Technology' },
  { id: 2, label: 'Finance' },
  { id: 3, label: 'Health' },
  { id: 4, label: 'Energy' },
  { id: 5, label: 'Agriculture' },
  { id: 6, label: 'Transport and logistics' },
];

export const sampleEmbedValues: EmbedFormValues = {
  language: 'fr',
  scope: 'chamber',
  sectorIds: [1, 2],
  accent: '#0b5cad',
  font: 'kit',
  perPage: '12',
  allowedOrigins: ['https://www.amcham-ci.example.org', 'https://evenements.amcham-ci.example.org'],
};

const origin = 'https://annuaire.example.org';
export const sampleEmbedSnippets = {
  script: `<script src="${origin}/embed.js?chamber=1" async></script>`,
  iframe: `<iframe src="${origin}/embed/1" title="Annuaire" width="100%" height="800" style="border:0" loading="lazy"></iframe>`,
};

export const sampleEmbedAudience: EmbedAudience = {
  portal: { searches: 1240, views: 860, contacts: 95 },
  embed: { searches: 310, views: 204, contacts: 18 },
};
