import { sampleLogoUrl } from '../../public/fixtures';
import type { AmchamRow } from './AdminAmchamScreen';

/** Story data of the Amcham page (images inline, nothing fetched). */
export const sampleAmchamRows: AmchamRow[] = [
  {
    id: 1,
    name: "AmCham Côte d'Ivoire",
    logoUrl: sampleLogoUrl,
    email: 'contact@amcham-ci.example.org',
    telephone: '+225 27 20 00 00 00',
    address: 'Immeuble Alpha 2000, Plateau, Abidjan',
    website: 'https://amcham-ci.example.org',
    countryName: "Côte d'Ivoire",
    countryIcon: '🇨🇮',
  },
  {
    id: 2,
    name: 'AmCham Sénégal',
    email: 'contact@amcham-sn.example.org',
    telephone: '+221 33 800 00 00',
    address: '4 rue Carnot, Dakar',
    website: null,
    countryName: 'Sénégal',
    countryIcon: '🇸🇳',
  },
  {
    id: 3,
    name: 'AmCham Cameroun',
    email: 'info@amcham-cm.example.org',
    telephone: '+237 2 33 42 00 00',
    address: 'Boulevard de la Liberté, Douala',
    website: 'https://amcham-cm.example.org',
    countryName: 'Cameroun',
    countryIcon: '🇨🇲',
  },
  {
    id: 4,
    name: 'AmCham Atlantique',
    email: 'atlantique@amcham.example.org',
    telephone: '+33 1 40 00 00 00',
    address: '1 quai du Port',
    website: null,
    countryName: null,
    countryIcon: null,
  },
];
