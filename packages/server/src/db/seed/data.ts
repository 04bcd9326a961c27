// The demo directory's reference data: chambers and their countries, the sectors and categories of the specs,
// and the member companies (realistic French names, spread over chambers and sectors).

export interface ChamberSeed {
  code: string;
  country: string;
  icon: string;
  name: string;
  city: string;
  lat: number;
  lon: number;
  phonePrefix: string;
  address: string;
  districts: readonly string[];
  /** IANA time zone: the chamber's calendar day. */
  timeZone: string;
}

export const CHAMBERS: readonly ChamberSeed[] = [
  {
    code: 'ci',
    timeZone: 'Africa/Abidjan',
    country: "Côte d'Ivoire",
    icon: '🇨🇮',
    name: "AmCham Côte d'Ivoire",
    city: 'Abidjan',
    lat: 5.3364,
    lon: -4.0267,
    phonePrefix: '+225 27 20',
    address: 'Immeuble Alpha 2000, Plateau, Abidjan',
    districts: ['Plateau', 'Cocody', 'Marcory', 'Treichville', 'Yopougon'],
  },
  {
    code: 'sn',
    timeZone: 'Africa/Dakar',
    country: 'Sénégal',
    icon: '🇸🇳',
    name: 'AmCham Sénégal',
    city: 'Dakar',
    lat: 14.6937,
    lon: -17.4441,
    phonePrefix: '+221 33 8',
    address: 'Place de l’Indépendance, Dakar',
    districts: ['Plateau', 'Almadies', 'Mermoz', 'Point E', 'Ouakam'],
  },
  {
    code: 'cm',
    timeZone: 'Africa/Douala',
    country: 'Cameroun',
    icon: '🇨🇲',
    name: 'AmCham Cameroun',
    city: 'Douala',
    lat: 4.0511,
    lon: 9.7679,
    phonePrefix: '+237 233 4',
    address: 'Boulevard de la Liberté, Akwa, Douala',
    districts: ['Akwa', 'Bonanjo', 'Bonapriso', 'Deido', 'Bali'],
  },
  {
    code: 'ma',
    timeZone: 'Africa/Casablanca',
    country: 'Maroc',
    icon: '🇲🇦',
    name: 'AmCham Maroc',
    city: 'Casablanca',
    lat: 33.5731,
    lon: -7.5898,
    phonePrefix: '+212 522 2',
    address: 'Boulevard d’Anfa, Casablanca',
    districts: ['Maârif', 'Anfa', 'Gauthier', 'Sidi Maârouf', 'Ain Diab'],
  },
  {
    code: 'fr',
    timeZone: 'Europe/Paris',
    country: 'France',
    icon: '🇫🇷',
    name: 'AmCham France',
    city: 'Paris',
    lat: 48.8566,
    lon: 2.3522,
    phonePrefix: '+33 1 4',
    address: '77 boulevard Saint-Jacques, Paris',
    districts: ['8e arrondissement', 'La Défense', 'Batignolles', 'Bercy', 'Opéra'],
  },
  {
    code: 'ga',
    timeZone: 'Africa/Libreville',
    country: 'Gabon',
    icon: '🇬🇦',
    name: 'AmCham Gabon',
    city: 'Libreville',
    lat: 0.4162,
    lon: 9.4673,
    phonePrefix: '+241 01 7',
    address: 'Boulevard Triomphal, Libreville',
    districts: ['Centre-ville', 'Glass', 'Louis', 'Batterie IV', 'Owendo'],
  },
];

/** Countries listed without a chamber (spec public §9 display translations name them). */
export const OTHER_COUNTRIES = [
  { name: 'États-Unis', icon: '🇺🇸' },
  { name: 'Canada', icon: '🇨🇦' },
  { name: 'Royaume-Uni', icon: '🇬🇧' },
] as const;

/** Order matters: the admin's new-member form offers sector ids 1 to 4 as Technologie, Finance, Santé, Éducation. */
export const SECTORS = [
  { nameFr: 'Technologie', nameEn: 'Technology', color: '#2563eb' },
  { nameFr: 'Finance', nameEn: 'Finance', color: '#0f766e' },
  { nameFr: 'Santé', nameEn: 'Health', color: '#dc2626' },
  { nameFr: 'Éducation', nameEn: 'Education', color: '#7c3aed' },
  { nameFr: 'Industrie', nameEn: 'Industry', color: '#475569' },
  { nameFr: 'Commerce', nameEn: 'Retail', color: '#ea580c' },
  { nameFr: 'Tourisme', nameEn: 'Tourism', color: '#0891b2' },
  { nameFr: 'Énergie', nameEn: 'Energy', color: '#ca8a04' },
  { nameFr: 'Agroalimentaire', nameEn: 'Agrifood', color: '#16a34a' },
  { nameFr: 'Transport et logistique', nameEn: 'Transport and logistics', color: '#9333ea' },
] as const;

/** admin §3: the seed category list. */
export const CATEGORIES = [
  { nameFr: 'Événement', nameEn: 'Event' },
  { nameFr: 'Actualité', nameEn: 'News' },
  { nameFr: 'Opportunité', nameEn: 'Opportunity' },
  { nameFr: 'Formation', nameEn: 'Training' },
  { nameFr: 'Networking', nameEn: 'Networking' },
] as const;

/** Companies per sector (index into SECTORS), with an activity phrase for their description. */
export const COMPANIES: ReadonlyArray<{ name: string; sector: number; activity: string }> = [
  { name: 'Société Générale de Conseil', sector: 1, activity: 'le conseil en stratégie financière et la structuration de financements' },
  { name: 'Ivoire Numérique', sector: 0, activity: 'le développement de logiciels sur mesure et l’intégration de systèmes' },
  { name: 'Sénégal Data Services', sector: 0, activity: 'l’hébergement de données et l’infogérance pour les entreprises' },
  { name: 'Atlantique Réseaux & Télécoms', sector: 0, activity: 'le déploiement de réseaux fibre et de solutions de télécommunication' },
  { name: 'Kora Technologies', sector: 0, activity: 'les applications mobiles et le paiement électronique' },
  { name: 'Cybersécurité Afrique de l’Ouest', sector: 0, activity: 'l’audit de sécurité informatique et la réponse aux incidents' },
  { name: 'Digitale Solutions Maghreb', sector: 0, activity: 'la transformation numérique des PME et la formation aux outils' },
  { name: 'Logiciels Éclair', sector: 0, activity: 'les logiciels de gestion commerciale et de comptabilité' },
  { name: 'Banque Atlantique des Entreprises', sector: 1, activity: 'le financement des entreprises et la banque de détail' },
  { name: 'Crédit Mutuel du Sahel', sector: 1, activity: 'la microfinance et l’épargne solidaire' },
  { name: 'Assurances La Prévoyante', sector: 1, activity: 'l’assurance dommages et la prévoyance des entreprises' },
  { name: 'Cabinet Fiscalis', sector: 1, activity: 'l’expertise comptable, la fiscalité et l’audit légal' },
  { name: 'Capital Émergence', sector: 1, activity: 'le capital-investissement dans les PME à fort potentiel' },
  { name: 'Clinique Santé Plus', sector: 2, activity: 'la médecine générale, l’imagerie et les consultations spécialisées' },
  { name: 'Pharmacie du Plateau', sector: 2, activity: 'la distribution de médicaments et le conseil pharmaceutique' },
  { name: 'Laboratoire BioAnalyses', sector: 2, activity: 'les analyses médicales et le dépistage' },
  { name: 'Polyclinique Les Lagunes', sector: 2, activity: 'la chirurgie ambulatoire et la maternité' },
  { name: 'MédiEquip Afrique', sector: 2, activity: 'la fourniture et la maintenance d’équipements médicaux' },
  { name: 'Centre Dentaire Sourire', sector: 2, activity: 'les soins dentaires et l’orthodontie' },
  { name: 'École Numérique de Dakar', sector: 3, activity: 'la formation aux métiers du numérique et du développement web' },
  { name: 'Institut Supérieur de Management', sector: 3, activity: 'les formations en gestion, marketing et finance' },
  { name: 'Académie des Langues Étrangères', sector: 3, activity: 'l’enseignement de l’anglais et des langues des affaires' },
  { name: 'Lycée International Horizon', sector: 3, activity: 'l’enseignement bilingue de la maternelle au baccalauréat' },
  { name: 'Formation Pro Excellence', sector: 3, activity: 'la formation continue des salariés et la certification' },
  { name: 'Industries Métallurgiques du Golfe', sector: 4, activity: 'la transformation de l’acier et la charpente métallique' },
  { name: 'Cimenterie de l’Ouest', sector: 4, activity: 'la production de ciment et de matériaux de construction' },
  { name: 'Plastiques Modernes', sector: 4, activity: 'l’injection plastique et l’emballage industriel' },
  { name: 'Textiles Réunis', sector: 4, activity: 'la filature, le tissage et la confection' },
  { name: 'Chimie Générale Africaine', sector: 4, activity: 'la fabrication de peintures, détergents et produits chimiques' },
  { name: 'Comptoir Commercial du Port', sector: 5, activity: 'l’import-export de biens de consommation' },
  { name: 'Supermarchés Le Panier', sector: 5, activity: 'la grande distribution alimentaire et non alimentaire' },
  { name: 'Maison Élégance', sector: 5, activity: 'la mode, la maroquinerie et les accessoires' },
  { name: 'Quincaillerie Générale', sector: 5, activity: 'la vente de matériel de construction et d’outillage' },
  { name: 'Électroménager Confort', sector: 5, activity: 'la vente et le service après-vente d’électroménager' },
  { name: 'Librairie Papeterie Moderne', sector: 5, activity: 'la librairie, la papeterie et les fournitures de bureau' },
  { name: 'Hôtel Les Cocotiers', sector: 6, activity: 'l’hôtellerie d’affaires et l’organisation de séminaires' },
  { name: 'Voyages Horizon Afrique', sector: 6, activity: 'l’organisation de voyages d’affaires et de circuits touristiques' },
  { name: 'Résidence Océane', sector: 6, activity: 'les résidences hôtelières et la location meublée' },
  { name: 'Écotourisme Forêt Verte', sector: 6, activity: 'les séjours d’écotourisme et la découverte des parcs nationaux' },
  { name: 'Restaurant Le Baobab', sector: 6, activity: 'la restauration gastronomique et le traiteur événementiel' },
  { name: 'Énergie Solaire du Sahel', sector: 7, activity: 'l’installation de centrales et de kits solaires' },
  { name: 'Pétrole & Gaz Services', sector: 7, activity: 'les services parapétroliers et la maintenance offshore' },
  { name: 'Hydro Électricité Centrale', sector: 7, activity: 'la production hydroélectrique et la distribution d’électricité' },
  { name: 'Efficacité Énergétique Conseil', sector: 7, activity: 'l’audit énergétique des bâtiments et des usines' },
  { name: 'Biomasse Innovation', sector: 7, activity: 'la valorisation énergétique des déchets agricoles' },
  { name: 'Cacao Premium Export', sector: 8, activity: 'la collecte, la transformation et l’export de cacao' },
  { name: 'Laiterie du Fleuve', sector: 8, activity: 'la production de lait, de yaourts et de fromages' },
  { name: 'Huilerie Palmeraie', sector: 8, activity: 'la production d’huile de palme raffinée' },
  { name: 'Boulangeries Le Fournil', sector: 8, activity: 'la boulangerie, la pâtisserie et la viennoiserie' },
  { name: 'Anacarde Transformation', sector: 8, activity: 'la transformation de la noix de cajou' },
  { name: 'Café Arabica des Hauts Plateaux', sector: 8, activity: 'la torréfaction et la distribution de café' },
  { name: 'Transports Rapides Express', sector: 9, activity: 'le transport routier de marchandises et la messagerie' },
  { name: 'Logistique Portuaire Atlantique', sector: 9, activity: 'la manutention portuaire et le transit' },
  { name: 'Air Cargo Services', sector: 9, activity: 'le fret aérien et le dédouanement' },
  { name: 'Entrepôts Frigorifiques du Sud', sector: 9, activity: 'le stockage sous température dirigée' },
  { name: 'Mobilité Urbaine Électrique', sector: 9, activity: 'la location de véhicules électriques et les navettes d’entreprise' },
  { name: 'Groupe Bâtir Ensemble', sector: 4, activity: 'le bâtiment, les travaux publics et la promotion immobilière' },
  { name: 'Agence Créative Baobab', sector: 0, activity: 'la communication digitale, le design et la vidéo' },
  { name: 'Conseil & Stratégie Partenaires', sector: 1, activity: 'le conseil en organisation et la conduite du changement' },
  { name: 'Télémédecine Connectée', sector: 2, activity: 'la consultation médicale à distance et le suivi des patients' },
  { name: 'Université Privée des Sciences Appliquées', sector: 3, activity: 'les formations d’ingénieurs et la recherche appliquée' },
  { name: 'Marché Central Distribution', sector: 5, activity: 'la distribution de gros de produits alimentaires' },
  { name: 'Safari Lodge Prestige', sector: 6, activity: 'les lodges haut de gamme et les safaris photo' },
  { name: 'Éolien Côtier', sector: 7, activity: 'le développement de parcs éoliens' },
  { name: 'Fruits Tropicaux Export', sector: 8, activity: 'l’export de mangues, ananas et bananes' },
  { name: 'Navettes Fluviales du Delta', sector: 9, activity: 'le transport fluvial de passagers et de marchandises' },
];

export const FIRST_NAMES = [
  'Awa',
  'Moussa',
  'Fatou',
  'Jean',
  'Marie',
  'Ibrahima',
  'Aïcha',
  'Koffi',
  'Chantal',
  'Youssef',
  'Nadia',
  'Pierre',
  'Aminata',
  'Samuel',
  'Léa',
  'Omar',
  'Grâce',
  'Hélène',
] as const;
export const LAST_NAMES = [
  'Koné',
  'Diop',
  'Traoré',
  'Dupont',
  'Ndiaye',
  'Mbarga',
  'Benali',
  'Ouattara',
  'Martin',
  'Sow',
  'Essono',
  'Bamba',
  'Fall',
  'Lefèvre',
  'Nkodo',
  'El Amrani',
] as const;
export const RATING_COMMENTS = [
  'Équipe très professionnelle et réactive.',
  'Service de qualité, je recommande vivement.',
  'Bon accueil, délais respectés.',
  'Prestation correcte, quelques retards de livraison.',
  'Excellent accompagnement du début à la fin.',
  'Interlocuteurs compétents et disponibles.',
  'Rapport qualité-prix intéressant.',
  'Très satisfait de notre collaboration.',
  'Communication à améliorer, mais résultat satisfaisant.',
  'Une entreprise sérieuse et fiable.',
] as const;

export const PARTNERS = [
  'Chambre de Commerce Internationale',
  'Banque Africaine de Développement',
  'Agence de Promotion des Investissements',
  'Fédération des Entreprises',
  'Réseau des Femmes Entrepreneures',
  'Incubateur Jeunes Pousses',
  'Conseil Franco-Africain des Affaires',
  'Union des Exportateurs',
] as const;

export const EVENTS = [
  {
    title: 'Forum Investir en Afrique',
    category: 1,
    days: 12,
    description:
      'Le rendez-vous annuel des investisseurs et des dirigeants : tables rondes, rencontres B2B et présentation des projets structurants de la région.',
  },
  {
    title: 'Petit-déjeuner des membres',
    category: 5,
    days: 5,
    description: 'Un moment d’échange informel entre membres autour d’un invité d’honneur, pour élargir son réseau et partager les actualités.',
  },
  {
    title: 'Nouvelle loi de finances : ce qui change',
    category: 2,
    days: 20,
    description: 'Décryptage par nos experts des mesures fiscales de la nouvelle loi de finances et de leurs effets sur les entreprises.',
  },
  {
    title: 'Appel à projets transition énergétique',
    category: 3,
    days: 30,
    description: 'Un appel à projets ouvert aux entreprises membres porteuses de solutions d’efficacité énergétique et d’énergies renouvelables.',
  },
  {
    title: 'Atelier export vers les États-Unis',
    category: 4,
    days: 18,
    description: 'Une journée de formation pratique sur les règles d’accès au marché américain, la logistique et la conformité.',
  },
  {
    title: 'Soirée networking de fin d’année',
    category: 5,
    days: 40,
    description: 'La grande soirée de networking de la chambre : rencontres, remise des prix de l’entrepreneuriat et cocktail dînatoire.',
  },
  {
    title: 'Mission commerciale à Casablanca',
    category: 3,
    days: 55,
    description: 'Une délégation d’entreprises membres à la rencontre de partenaires marocains dans l’industrie et les services.',
  },
  {
    title: 'Formation cybersécurité pour les PME',
    category: 4,
    days: 9,
    description: 'Les bons réflexes pour protéger ses données et ses systèmes : sensibilisation, outils et plan de réponse aux incidents.',
  },
  {
    title: 'Salon de l’agro-industrie',
    category: 1,
    days: -15,
    description: 'Trois jours d’exposition consacrés à la transformation agricole, aux équipements et aux circuits d’exportation.',
  },
  {
    title: 'Bilan économique du semestre',
    category: 2,
    days: -25,
    description: 'Les chiffres clés du semestre écoulé et les perspectives présentées par le service économique de la chambre.',
  },
  {
    title: 'Rencontre avec l’ambassadeur',
    category: 1,
    days: -40,
    description: 'Une rencontre privilégiée entre les membres et l’ambassadeur autour des priorités de la coopération économique.',
  },
  {
    title: 'Webinaire financement des PME',
    category: 4,
    days: -8,
    description: 'Panorama des solutions de financement bancaire et non bancaire accessibles aux petites et moyennes entreprises.',
  },
] as const;

export const ADS = [
  {
    title: 'Annuaire des membres - Trouvez le bon partenaire',
    description: 'Recherchez parmi les entreprises membres du réseau des chambres.',
    permanent: true,
    start: -200,
    end: null,
  },
  {
    title: 'Devenez membre - Rejoignez le premier réseau d’affaires',
    description: 'Adhérez à la chambre et profitez de ses services.',
    permanent: true,
    start: -150,
    end: null,
  },
  {
    title: 'Forum Investir en Afrique - Inscriptions ouvertes',
    description: 'Réservez votre place pour le forum annuel des investisseurs.',
    permanent: false,
    start: -10,
    end: 12,
  },
  {
    title: 'Programme export - Accompagnement sur mesure',
    description: 'Un accompagnement personnalisé pour vos projets à l’international.',
    permanent: false,
    start: -30,
    end: 30,
  },
  {
    title: 'Salon de l’agro-industrie - Merci aux exposants',
    description: 'Retour sur trois jours d’échanges fructueux.',
    permanent: false,
    start: -45,
    end: -12,
  },
  {
    title: 'Campagne d’adhésion - Offre de lancement',
    description: 'Offre réservée aux nouvelles entreprises membres.',
    permanent: false,
    start: -120,
    end: -60,
  },
  { title: 'Gala annuel - Réservez la date', description: 'La soirée de gala de la chambre revient bientôt.', permanent: false, start: 20, end: 60 },
] as const;
