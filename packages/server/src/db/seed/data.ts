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
  /** A telephone number is this prefix, one digit and two pairs: the country's calling code and number length. */
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
    phonePrefix: '+225 27 22 4',
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
    phonePrefix: '+221 33 86',
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
    phonePrefix: '+33 1 42 6',
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

/**
 * The member companies, each with its sector (index into SECTORS) and an activity phrase for its description. Company
 * n (index n - 1) belongs to the chamber CHAMBERS[(n - 1) % 6], so the list reads in rows of six: Côte d'Ivoire,
 * Sénégal, Cameroun, Maroc, France, Gabon. A name that names a place names one of its own chamber's country. Each
 * chamber has members waiting for approval (PENDING) and a suspended one (INACTIVE) for the back-office's filters.
 */
export const COMPANIES: ReadonlyArray<{ name: string; sector: number; activity: string; status?: 'PENDING' | 'INACTIVE' }> = [
  { name: 'Société Générale de Conseil', sector: 1, activity: 'le conseil en stratégie financière et la structuration de financements' },
  { name: 'Sénégal Data Services', sector: 0, activity: 'l’hébergement de données et l’infogérance pour les entreprises' },
  { name: 'Atlantique Réseaux & Télécoms', sector: 0, activity: 'le déploiement de réseaux fibre et de solutions de télécommunication' },
  { name: 'Kora Technologies', sector: 0, activity: 'les applications mobiles et le paiement électronique' },
  { name: 'Logiciels Éclair', sector: 0, activity: 'les logiciels de gestion commerciale et de comptabilité' },
  {
    name: 'Cybersécurité Afrique Centrale',
    sector: 0,
    activity: 'l’audit de sécurité informatique et la réponse aux incidents',
    status: 'PENDING',
  },

  { name: 'Ivoire Numérique', sector: 0, activity: 'le développement de logiciels sur mesure et l’intégration de systèmes' },
  { name: 'École Numérique de Dakar', sector: 3, activity: 'la formation aux métiers du numérique et du développement web' },
  { name: 'Café Arabica des Hauts Plateaux', sector: 8, activity: 'la torréfaction et la distribution de café' },
  { name: 'Digitale Solutions Maghreb', sector: 0, activity: 'la transformation numérique des PME et la formation aux outils' },
  { name: 'Capital Émergence', sector: 1, activity: 'le capital-investissement dans les PME à fort potentiel' },
  { name: 'Écotourisme Forêt Verte', sector: 6, activity: 'les séjours d’écotourisme et la découverte des parcs nationaux' },

  { name: 'Polyclinique Les Lagunes', sector: 2, activity: 'la chirurgie ambulatoire et la maternité' },
  { name: 'Crédit Mutuel du Sahel', sector: 1, activity: 'la microfinance et l’épargne solidaire' },
  { name: 'Hydro Électricité Centrale', sector: 7, activity: 'la production hydroélectrique et la distribution d’électricité' },
  { name: 'Éolien Côtier', sector: 7, activity: 'le développement de parcs éoliens' },
  { name: 'Conseil & Stratégie Partenaires', sector: 1, activity: 'le conseil en organisation et la conduite du changement' },
  { name: 'Pétrole & Gaz Services', sector: 7, activity: 'les services parapétroliers et la maintenance offshore' },

  { name: 'Cacao Premium Export', sector: 8, activity: 'la collecte, la transformation et l’export de cacao' },
  { name: 'Énergie Solaire du Sahel', sector: 7, activity: 'l’installation de centrales et de kits solaires' },
  { name: 'MédiEquip Afrique', sector: 2, activity: 'la fourniture et la maintenance d’équipements médicaux' },
  { name: 'Textiles Réunis', sector: 4, activity: 'la filature, le tissage et la confection' },
  { name: 'Efficacité Énergétique Conseil', sector: 7, activity: 'l’audit énergétique des bâtiments et des usines' },
  { name: 'Huilerie Palmeraie', sector: 8, activity: 'la production d’huile de palme raffinée' },

  { name: 'Anacarde Transformation', sector: 8, activity: 'la transformation de la noix de cajou', status: 'PENDING' },
  { name: 'Laiterie du Fleuve', sector: 8, activity: 'la production de lait, de yaourts et de fromages', status: 'PENDING' },
  { name: 'Chimie Générale Africaine', sector: 4, activity: 'la fabrication de peintures, détergents et produits chimiques', status: 'PENDING' },
  { name: 'Académie des Langues Étrangères', sector: 3, activity: 'l’enseignement de l’anglais et des langues des affaires', status: 'PENDING' },
  { name: 'Télémédecine Connectée', sector: 2, activity: 'la consultation médicale à distance et le suivi des patients', status: 'PENDING' },
  { name: 'Safari Lodge Prestige', sector: 6, activity: 'les lodges haut de gamme et les safaris photo', status: 'PENDING' },

  { name: 'Pharmacie du Plateau', sector: 2, activity: 'la distribution de médicaments et le conseil pharmaceutique' },
  { name: 'Restaurant Le Baobab', sector: 6, activity: 'la restauration gastronomique et le traiteur événementiel' },
  { name: 'Logistique Portuaire Atlantique', sector: 9, activity: 'la manutention portuaire et le transit' },
  { name: 'Cabinet Fiscalis', sector: 1, activity: 'l’expertise comptable, la fiscalité et l’audit légal' },
  { name: 'Université Privée des Sciences Appliquées', sector: 3, activity: 'les formations d’ingénieurs et la recherche appliquée' },
  { name: 'Biomasse Innovation', sector: 7, activity: 'la valorisation énergétique des déchets agricoles' },

  { name: 'Banque Atlantique des Entreprises', sector: 1, activity: 'le financement des entreprises et la banque de détail' },
  { name: 'Agence Créative Baobab', sector: 0, activity: 'la communication digitale, le design et la vidéo' },
  { name: 'Assurances La Prévoyante', sector: 1, activity: 'l’assurance dommages et la prévoyance des entreprises' },
  { name: 'Maison Élégance', sector: 5, activity: 'la mode, la maroquinerie et les accessoires' },
  { name: 'Plastiques Modernes', sector: 4, activity: 'l’injection plastique et l’emballage industriel' },
  { name: 'Laboratoire BioAnalyses', sector: 2, activity: 'les analyses médicales et le dépistage' },

  { name: 'Industries Métallurgiques du Golfe', sector: 4, activity: 'la transformation de l’acier et la charpente métallique', status: 'INACTIVE' },
  { name: 'Navettes Fluviales du Delta', sector: 9, activity: 'le transport fluvial de passagers et de marchandises', status: 'INACTIVE' },
  { name: 'Lycée International Horizon', sector: 3, activity: 'l’enseignement bilingue de la maternelle au baccalauréat', status: 'INACTIVE' },
  { name: 'Résidence Océane', sector: 6, activity: 'les résidences hôtelières et la location meublée', status: 'INACTIVE' },
  { name: 'Électroménager Confort', sector: 5, activity: 'la vente et le service après-vente d’électroménager', status: 'INACTIVE' },
  { name: 'Centre Dentaire Sourire', sector: 2, activity: 'les soins dentaires et l’orthodontie', status: 'INACTIVE' },

  { name: 'Comptoir Commercial du Port', sector: 5, activity: 'l’import-export de biens de consommation' },
  { name: 'Cimenterie de l’Ouest', sector: 4, activity: 'la production de ciment et de matériaux de construction' },
  { name: 'Quincaillerie Générale', sector: 5, activity: 'la vente de matériel de construction et d’outillage' },
  { name: 'Air Cargo Services', sector: 9, activity: 'le fret aérien et le dédouanement' },
  { name: 'Librairie Papeterie Moderne', sector: 5, activity: 'la librairie, la papeterie et les fournitures de bureau' },
  { name: 'Formation Pro Excellence', sector: 3, activity: 'la formation continue des salariés et la certification' },

  { name: 'Hôtel Les Cocotiers', sector: 6, activity: 'l’hôtellerie d’affaires et l’organisation de séminaires' },
  { name: 'Institut Supérieur de Management', sector: 3, activity: 'les formations en gestion, marketing et finance' },
  { name: 'Fruits Tropicaux Export', sector: 8, activity: 'l’export de mangues, ananas et bananes' },
  { name: 'Clinique Santé Plus', sector: 2, activity: 'la médecine générale, l’imagerie et les consultations spécialisées' },
  { name: 'Mobilité Urbaine Électrique', sector: 9, activity: 'la location de véhicules électriques et les navettes d’entreprise' },
  { name: 'Marché Central Distribution', sector: 5, activity: 'la distribution de gros de produits alimentaires' },

  { name: 'Transports Rapides Express', sector: 9, activity: 'le transport routier de marchandises et la messagerie' },
  { name: 'Supermarchés Le Panier', sector: 5, activity: 'la grande distribution alimentaire et non alimentaire' },
  { name: 'Groupe Bâtir Ensemble', sector: 4, activity: 'le bâtiment, les travaux publics et la promotion immobilière' },
  { name: 'Boulangeries Le Fournil', sector: 8, activity: 'la boulangerie, la pâtisserie et la viennoiserie' },
  { name: 'Voyages Horizon Afrique', sector: 6, activity: 'l’organisation de voyages d’affaires et de circuits touristiques' },
  { name: 'Entrepôts Frigorifiques du Sud', sector: 9, activity: 'le stockage sous température dirigée' },
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

/**
 * The announcements, in rows of six as the chambers (CHAMBERS order): each chamber has two upcoming ones and a past
 * one. `days`: the start date from the day of seeding.
 */
export const EVENTS = [
  {
    title: 'Forum Investir en Afrique',
    titleEn: 'Invest in Africa Forum',
    category: 1,
    days: 12,
    description:
      'Le rendez-vous annuel des investisseurs et des dirigeants : tables rondes, rencontres B2B et présentation des projets structurants de la région.',
  },
  {
    title: 'Petit-déjeuner des membres',
    titleEn: 'Members’ breakfast',
    category: 5,
    days: 5,
    description: 'Un moment d’échange informel entre membres autour d’un invité d’honneur, pour élargir son réseau et partager les actualités.',
  },
  {
    title: 'Nouvelle loi de finances : ce qui change',
    titleEn: 'New finance act: what changes',
    category: 2,
    days: 20,
    description: 'Décryptage par nos experts des mesures fiscales de la nouvelle loi de finances et de leurs effets sur les entreprises.',
  },
  {
    title: 'Appel à projets transition énergétique',
    titleEn: 'Call for projects: energy transition',
    category: 3,
    days: 30,
    description: 'Un appel à projets ouvert aux entreprises membres porteuses de solutions d’efficacité énergétique et d’énergies renouvelables.',
  },
  {
    title: 'Atelier export vers les États-Unis',
    titleEn: 'Workshop: exporting to the United States',
    category: 4,
    days: 18,
    description: 'Une journée de formation pratique sur les règles d’accès au marché américain, la logistique et la conformité.',
  },
  {
    title: 'Soirée networking de fin d’année',
    titleEn: 'Year-end networking evening',
    category: 5,
    days: 40,
    description: 'La grande soirée de networking de la chambre : rencontres, remise des prix de l’entrepreneuriat et cocktail dînatoire.',
  },

  {
    title: 'Formation cybersécurité pour les PME',
    titleEn: 'Cybersecurity training for SMEs',
    category: 4,
    days: 9,
    description: 'Les bons réflexes pour protéger ses données et ses systèmes : sensibilisation, outils et plan de réponse aux incidents.',
  },
  {
    title: 'Mission commerciale à Casablanca',
    titleEn: 'Trade mission to Casablanca',
    category: 3,
    days: 55,
    description: 'Une délégation d’entreprises membres à la rencontre de partenaires marocains dans l’industrie et les services.',
  },
  {
    title: 'Conférence sur l’économie numérique',
    titleEn: 'Conference on the digital economy',
    category: 1,
    days: 26,
    description: 'Paiement mobile, commerce en ligne et services numériques : les dirigeants du secteur partagent leurs retours d’expérience.',
  },
  {
    title: 'Journée portes ouvertes de la chambre',
    titleEn: 'Chamber open day',
    category: 1,
    days: 14,
    description: 'Découvrez les services de la chambre, rencontrez son équipe et les entreprises membres, et préparez votre adhésion.',
  },
  {
    title: 'Club des DRH : recrutement et talents',
    titleEn: 'HR directors’ club: recruitment and talent',
    category: 5,
    days: 7,
    description: 'Les directeurs des ressources humaines des entreprises membres échangent sur le recrutement, la formation et la fidélisation.',
  },
  {
    title: 'Rencontres B2B de l’agroalimentaire',
    titleEn: 'Agrifood B2B meetings',
    category: 3,
    days: 33,
    description: 'Des rendez-vous d’affaires préprogrammés entre producteurs, transformateurs, distributeurs et exportateurs.',
  },

  {
    title: 'Salon de l’agro-industrie',
    titleEn: 'Agro-industry fair',
    category: 1,
    days: -15,
    description: 'Trois jours d’exposition consacrés à la transformation agricole, aux équipements et aux circuits d’exportation.',
  },
  {
    title: 'Webinaire financement des PME',
    titleEn: 'Webinar: financing SMEs',
    category: 4,
    days: -8,
    description: 'Panorama des solutions de financement bancaire et non bancaire accessibles aux petites et moyennes entreprises.',
  },
  {
    title: 'Bilan économique du semestre',
    titleEn: 'Half-year economic review',
    category: 2,
    days: -25,
    description: 'Les chiffres clés du semestre écoulé et les perspectives présentées par le service économique de la chambre.',
  },
  {
    title: 'Rencontre avec l’ambassadeur',
    titleEn: 'Meeting with the ambassador',
    category: 1,
    days: -40,
    description: 'Une rencontre privilégiée entre les membres et l’ambassadeur autour des priorités de la coopération économique.',
  },
  {
    title: 'Séminaire sur la conformité douanière',
    titleEn: 'Seminar on customs compliance',
    category: 4,
    days: -18,
    description: 'Classement tarifaire, origine des marchandises et contrôles : les règles douanières à connaître pour importer et exporter.',
  },
  {
    title: 'Déjeuner-débat avec les acteurs du port',
    titleEn: 'Lunch debate with the port’s stakeholders',
    category: 2,
    days: -30,
    description: 'Les dirigeants du port, des transitaires et des armateurs présentent les projets d’extension et répondent aux questions des membres.',
  },
] as const;

/** The network-wide banners (no chamber): permanent, shown on every chamber's portal. */
export const NETWORK_ADS = [
  {
    title: 'Annuaire des membres - Trouvez le bon partenaire',
    titleEn: 'Member directory - Find the right partner',
    description: 'Recherchez parmi les entreprises membres du réseau des chambres.',
    start: -200,
  },
  {
    title: 'Devenez membre - Rejoignez le premier réseau d’affaires',
    titleEn: 'Become a member - Join the leading business network',
    description: 'Adhérez à la chambre et profitez de ses services.',
    start: -150,
  },
] as const;

/** "de Dakar", "d’Abidjan". */
const ofCity = (city: string) => (/^[aeiouyéh]/i.test(city) ? `d’${city}` : `de ${city}`);

/**
 * Each chamber's banners, named after its city: one shown now, one that ended a few days ago and one to come (the
 * back-office's Actif, Expiré and En attente), the first two clicked over the statistics' default 30 days.
 */
export const CHAMBER_ADS = [
  {
    title: (city: string) => `Club export ${ofCity(city)} - Accompagnement sur mesure`,
    titleEn: (city: string) => `${city} export club - Tailored support`,
    description: 'Un accompagnement personnalisé pour vos projets à l’international.',
    start: -30,
    end: 30,
  },
  {
    title: (city: string) => `Salon de l’agro-industrie ${ofCity(city)} - Merci aux exposants`,
    titleEn: (city: string) => `${city} agro-industry fair - Thank you to our exhibitors`,
    description: 'Retour sur trois jours d’échanges fructueux.',
    start: -45,
    end: -12,
  },
  {
    title: (city: string) => `Gala annuel ${ofCity(city)} - Réservez la date`,
    titleEn: (city: string) => `${city} annual gala - Save the date`,
    description: 'La soirée de gala de la chambre revient bientôt.',
    start: 20,
    end: 60,
  },
] as const;

/** One review per chamber that its administrator hid (the back-office's moderation shows both states). */
export const HIDDEN_REVIEW = {
  firstName: 'Promo',
  lastName: 'Express',
  score: 1,
  comment: 'Offres imbattables sur nos produits : contactez-nous sur notre site pour une remise immédiate !',
} as const;
