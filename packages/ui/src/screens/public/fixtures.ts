import type { Announcement, FilterOption, MemberSummary } from './types';

/** Story and test data for the public screens; images are inline SVG so nothing is fetched. */

/**
 * A picture made of shapes only: SVG text would be drawn in whatever font the machine has, so screenshots would
 * change from one machine to the next. `variant` moves the shapes, so pictures of the same colours stay distinct.
 */
function svgImage(background: string, foreground: string, variant: number): string {
  const cx = 70 + ((variant * 97) % 200);
  const cy = 30 + ((variant * 53) % 90);
  const bar = 90 + ((variant * 41) % 130);
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${background}"/><circle cx="${cx}" cy="${cy}" r="60" fill="${foreground}" opacity="0.35"/><rect x="24" y="92" width="${Math.round(bar * 0.6)}" height="14" rx="7" fill="${foreground}" opacity="0.6"/><rect x="24" y="120" width="${bar}" height="14" rx="7" fill="${foreground}"/></svg>`,
    )
  );
}

export const sampleLogoUrl = svgImage('#0b2a5b', '#ffffff', 0);

export const sampleCountries: FilterOption[] = [
  { value: '1', label: 'France' },
  { value: '2', label: 'Sénégal' },
  { value: '3', label: 'Côte d’Ivoire' },
  { value: '4', label: 'Cameroun' },
];

export const sampleSectors: FilterOption[] = [
  { value: '10', label: 'Technologie' },
  { value: '11', label: 'Finance' },
  { value: '12', label: 'Santé' },
  { value: '13', label: 'Éducation' },
];

export const sampleMembers: MemberSummary[] = [
  {
    id: 1,
    name: 'Société Générale des Travaux',
    sector: 'Technologie',
    country: 'Sénégal',
    address: '12 avenue Léopold Sédar Senghor, Dakar',
    website: 'https://sgt.example.sn',
    phone: '+221 33 123 45 67',
    email: 'contact@sgt.example.sn',
    logoUrl: sampleLogoUrl,
  },
  {
    id: 2,
    name: 'Atlantique Finance',
    sector: 'Finance',
    country: 'Côte d’Ivoire',
    address: 'Boulevard de la République, Abidjan',
    website: 'https://atlantique-finance.example.ci',
    phone: '+225 27 20 30 40 50',
    email: 'info@atlantique-finance.example.ci',
  },
  {
    id: 3,
    name: 'Clinique du Littoral',
    sector: 'Santé',
    country: 'Cameroun',
    address: 'Rue Joss, Douala',
    phone: '+237 6 99 00 11 22',
  },
  {
    id: 4,
    name: 'Éduc’Avenir',
    sector: 'Éducation',
    country: 'France',
    address: '8 rue de Rivoli, 75004 Paris',
    website: 'https://educavenir.example.fr',
    email: 'bonjour@educavenir.example.fr',
    logoUrl: svgImage('#b3122e', '#ffffff', 1),
  },
  {
    id: 5,
    name: 'Baobab Logistique',
    sector: 'Technologie',
    country: 'Sénégal',
    address: 'Zone industrielle, Thiès',
    phone: '+221 33 987 65 43',
    email: 'logistique@baobab.example.sn',
  },
  {
    id: 6,
    name: 'Kribi Énergies',
    sector: 'Finance',
    country: 'Cameroun',
    address: 'Quartier Mokolo, Yaoundé',
    website: 'https://kribi-energies.example.cm',
  },
];

export const sampleAnnouncements: Announcement[] = [
  {
    id: 1,
    title: 'Forum des investisseurs 2026',
    description:
      'Le forum annuel réunit les entreprises membres et les investisseurs de la région autour de tables rondes, de rendez-vous d’affaires et d’une soirée de networking.',
    imageUrl: svgImage('#0b2a5b', '#ffffff', 2),
    category: { nameFr: 'Événement', nameEn: 'Event' },
    startDate: '2026-12-03',
  },
  {
    id: 2,
    title: 'Atelier export vers les États-Unis',
    description: 'Un atelier pratique sur les formalités douanières et les normes.',
    imageUrl: svgImage('#1b6e3a', '#ffffff', 3),
    category: { nameFr: 'Formation', nameEn: 'Training' },
    startDate: '15-12-2026',
  },
  {
    id: 3,
    title: 'Nouveaux membres du trimestre',
    description:
      'Découvrez les entreprises qui ont rejoint le réseau ce trimestre : technologie, santé, finance et éducation sont à l’honneur, avec des profils venus de six pays différents.',
    category: { nameFr: 'Annonce', nameEn: 'Announcement' },
    startDate: '2027-01-10',
  },
];

export const samplePartners = [
  { id: 'p1', name: 'Banque Atlantique', logoUrl: svgImage('#0b2a5b', '#ffffff', 4), link: 'https://partenaire.example.org/ba' },
  { id: 'p2', name: 'Air Sahel', logoUrl: svgImage('#b3122e', '#ffffff', 5), link: 'https://partenaire.example.org/as' },
  { id: 'p3', name: 'Port Autonome', logoUrl: svgImage('#1b6e3a', '#ffffff', 6) },
  { id: 'p4', name: 'Cabinet Ndiaye', link: 'https://partenaire.example.org/cn' },
];

/** The partners track as the app's rule builds it for 4 partners: two clones at each end (spec public §4). */
export const samplePartnersTrack = [samplePartners[2]!, samplePartners[3]!, ...samplePartners, samplePartners[0]!, samplePartners[1]!];

/** Where the app's public pages are, for stories and tests: the screens take their links as props (the kit knows no path). */
export const sampleMembersHref = '/membres';
export const sampleNewsHref = '/actualites';
export const sampleHomeHref = '/';
export const sampleLoginHref = '/login';
export const sampleMemberHref = (member: Pick<MemberSummary, 'id'>): string => `/membre/${encodeURIComponent(String(member.id))}`;
/** The footer's links to the public pages. */
export const sampleFooterHrefs = { homeHref: sampleHomeHref, membersHref: sampleMembersHref, newsHref: sampleNewsHref };
