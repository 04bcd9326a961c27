import type { AdminBannerRow } from './AdminBannersScreen';

/** A picture of shapes only (no SVG text: screenshots must not depend on the machine's fonts). */
export function shapesImage(background: string, foreground: string, variant: number): string {
  const cx = 60 + ((variant * 97) % 200);
  const bar = 90 + ((variant * 41) % 130);
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${background}"/><circle cx="${cx}" cy="60" r="50" fill="${foreground}" opacity="0.4"/><rect x="24" y="120" width="${bar}" height="16" rx="8" fill="${foreground}"/></svg>`,
    )
  );
}

/** Story and test data for the banners screen: one banner of each status, a permanent one and a network-wide one. */
export const sampleBannerRows: AdminBannerRow[] = [
  {
    id: 4,
    title: 'Forum économique 2026 - Inscriptions ouvertes',
    description: 'Deux jours de rencontres entre entreprises membres et investisseurs.',
    link: 'https://forum.example.org',
    mobileImageUrl: shapesImage('#0b2a5b', '#ffffff', 1),
    webImageUrl: shapesImage('#0b2a5b', '#ffffff', 2),
    permanent: false,
    startDate: '01-12-2026',
    endDate: '31-12-2026',
    status: 'PENDING',
    clicks: 0,
    networkWide: false,
  },
  {
    id: 3,
    title: 'Semaine de l’export - Ateliers',
    description: 'Ateliers pratiques sur les formalités douanières.',
    link: 'https://export.example.org',
    mobileImageUrl: shapesImage('#1b6e3a', '#ffffff', 3),
    permanent: false,
    startDate: '01-11-2026',
    endDate: '30-11-2026',
    status: 'ACTIVE',
    clicks: 1348,
    networkWide: false,
  },
  {
    id: 2,
    title: 'Salon de l’industrie - Merci',
    description: 'Merci aux exposants du salon.',
    link: 'https://salon.example.org',
    mobileImageUrl: shapesImage('#8a1c1c', '#ffffff', 4),
    permanent: false,
    startDate: '01-09-2026',
    endDate: '30-09-2026',
    status: 'EXPIRED',
    clicks: 57,
    networkWide: false,
  },
  {
    id: 1,
    title: 'Bienvenue - Le réseau des chambres de commerce',
    description: 'Trouvez les entreprises membres de notre réseau.',
    link: 'https://annuaire.example.org',
    mobileImageUrl: shapesImage('#5b3a8a', '#ffffff', 5),
    webImageUrl: shapesImage('#5b3a8a', '#ffffff', 6),
    permanent: true,
    startDate: '01-01-2025',
    endDate: null,
    status: 'ACTIVE',
    clicks: 348,
    networkWide: true,
  },
];
