// The small deterministic directory every API test starts from (loaded once into the template database).
// Ids are stable: rows are inserted in this order into empty tables.
import type { Database } from '../db/client.js';
import {
  adClicks,
  ads,
  categories,
  companies,
  companyContacts,
  companyViews,
  countries,
  countryAmchams,
  events,
  partners,
  ratings,
  schedules,
  searches,
  sectors,
  siteVisits,
  users,
} from '../db/schema.js';
import { hashPassword } from '../services/auth.js';

export const FIXTURE_PASSWORD = 'motdepasse';

export const FIXTURE = {
  countries: { coteDIvoire: 1, senegal: 2, france: 3, maroc: 4 },
  chambers: { coteDIvoire: 1, senegal: 2, france: 3 },
  sectors: { technologie: 1, finance: 2, sante: 3, education: 4 },
  categories: { evenement: 1, actualite: 2, opportunite: 3, formation: 4, networking: 5 },
  companies: {
    /** ACTIVE, Finance, Côte d'Ivoire chamber; owned by users.member; has schedules, ratings, statistics. */
    societeGenerale: 1,
    /** ACTIVE, Technologie, Côte d'Ivoire chamber. */
    techIvoire: 2,
    /** ACTIVE, Santé, Sénégal chamber; owned by users.otherMember. */
    cliniqueSante: 3,
    /** ACTIVE, Éducation, Sénégal chamber. */
    ecoleNumerique: 4,
    /** INACTIVE, Finance, Sénégal chamber. */
    banqueAtlantique: 5,
    /** PENDING, Santé, Côte d'Ivoire chamber. */
    pharmaciePlateau: 6,
    /** ACTIVE, Technologie, France chamber. */
    parisienneLogiciels: 7,
  },
  ads: { permanent: 1, current: 2, expired: 3, future: 4 },
  events: { past: 1, upcoming: 2, upcomingNews: 3 },
  partners: { first: 1, second: 2, third: 3 },
  users: {
    /** ADMIN_AMCHAM of the Côte d'Ivoire chamber. */
    admin: { id: 1, email: 'admin@amcham-ci.test' },
    /** ADMIN_AMCHAM of the Sénégal chamber. */
    otherAdmin: { id: 2, email: 'admin@amcham-sn.test' },
    /** MEMBER of companies.societeGenerale. */
    member: { id: 3, email: 'membre@sgc.test' },
    /** MEMBER of companies.cliniqueSante. */
    otherMember: { id: 4, email: 'membre@clinique-sante.test' },
    /** MEMBER tied to no company. */
    noCompany: { id: 5, email: 'sans-entreprise@test.test' },
    /** ADMIN_RESEAU: the network administrator (no chamber). */
    networkAdmin: { id: 6, email: 'reseau@annuaire.test' },
  },
  password: FIXTURE_PASSWORD,
} as const;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

const LONG_DESCRIPTION = 'Cabinet de conseil en stratégie, finance et organisation au service des entreprises de la région depuis vingt ans.';

export async function seedFixture(database: Database, today: Date = new Date()): Promise<void> {
  const { db } = database;
  await db.insert(countries).values([
    { name: "Côte d'Ivoire", icon: '🇨🇮' },
    { name: 'Sénégal', icon: '🇸🇳' },
    { name: 'France', icon: '🇫🇷' },
    { name: 'Maroc', icon: '🇲🇦' },
  ]);
  await db.insert(countryAmchams).values([
    {
      countryId: 1,
      name: "AmCham Côte d'Ivoire",
      address: 'Plateau, Abidjan',
      telephone: '+225 27 20 00 00 00',
      email: 'contact@amcham-ci.test',
      website: 'https://amcham-ci.test',
    },
    {
      countryId: 2,
      name: 'AmCham Sénégal',
      address: 'Plateau, Dakar',
      telephone: '+221 33 800 00 00',
      email: 'contact@amcham-sn.test',
      website: 'https://amcham-sn.test',
    },
    {
      countryId: 3,
      name: 'AmCham France',
      address: '8e arrondissement, Paris',
      telephone: '+33 1 00 00 00 00',
      email: 'contact@amcham-fr.test',
      website: null,
    },
  ]);
  await db.insert(sectors).values([
    { nameFr: 'Technologie', nameEn: 'Technology' },
    { nameFr: 'Finance', nameEn: 'Finance' },
    { nameFr: 'Santé', nameEn: 'Health' },
    { nameFr: 'Éducation', nameEn: 'Education' },
  ]);
  await db.insert(categories).values([
    { nameFr: 'Événement', nameEn: 'Event' },
    { nameFr: 'Actualité', nameEn: 'News' },
    { nameFr: 'Opportunité', nameEn: 'Opportunity' },
    { nameFr: 'Formation', nameEn: 'Training' },
    { nameFr: 'Networking', nameEn: 'Networking' },
  ]);
  const company = (
    name: string,
    sectorId: number,
    chamber: number,
    city: string,
    status: 'ACTIVE' | 'INACTIVE' | 'PENDING',
    extra: Partial<typeof companies.$inferInsert> = {},
  ): typeof companies.$inferInsert => ({
    name,
    description: `${name} : ${LONG_DESCRIPTION}`,
    sectorId,
    countryId: chamber,
    countryAmchamId: chamber,
    address: `12 avenue de la République, ${city}`,
    city,
    telephone: '+225 07 00 00 00 00',
    email: `contact@${name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.test`,
    webLink: 'www.example.com',
    status,
    createdAt: addDays(today, -30),
    updatedAt: addDays(today, -30),
    ...extra,
  });
  await db.insert(companies).values([
    company('Société Générale de Conseil', 2, 1, 'Abidjan', 'ACTIVE', {
      lat: 5.3197,
      lon: -4.0164,
      videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      pictures: [],
    }),
    company('Tech Ivoire Solutions', 1, 1, 'Abidjan', 'ACTIVE', { lat: 5.35, lon: -4.0 }),
    company('Clinique Santé Plus', 3, 2, 'Dakar', 'ACTIVE', { lat: 14.6928, lon: -17.4467 }),
    company('École Numérique de Dakar', 4, 2, 'Dakar', 'ACTIVE'),
    company('Banque Atlantique Finance', 2, 2, 'Dakar', 'INACTIVE'),
    company('Pharmacie du Plateau', 3, 1, 'Abidjan', 'PENDING'),
    company('Parisienne de Logiciels', 1, 3, 'Paris', 'ACTIVE', { telephone: '+33 1 23 45 67 89' }),
  ]);
  await db.insert(schedules).values(
    (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map((day, index) => ({
      companyId: 1,
      dayOfWeek: day,
      closed: index >= 5,
      openingTime: index >= 5 ? null : '09:00',
      closingTime: index >= 5 ? null : '18:00',
    })),
  );
  await db.insert(ratings).values([
    { companyId: 1, firstName: 'Awa', lastName: 'Koné', score: 5, comment: 'Équipe très professionnelle.', createdAt: addDays(today, -3) },
    { companyId: 1, firstName: 'Jean', lastName: 'Dupont', score: 4, comment: 'Bon accompagnement.', createdAt: addDays(today, -2) },
    { companyId: 1, firstName: 'Anonyme', lastName: 'Traoré', score: 4, comment: 'Réactifs.', createdAt: addDays(today, -1) },
  ]);
  await db.insert(ads).values([
    {
      title: 'Bienvenue - Le réseau des chambres',
      description: 'Bannière permanente',
      link: 'https://amcham-ci.test',
      permanent: true,
      startDate: isoDate(addDays(today, -100)),
      endDate: null,
      countryAmchamId: 1,
    },
    {
      title: 'Forum 2026 - Inscriptions ouvertes',
      description: 'Bannière en cours',
      link: 'https://forum.test',
      permanent: false,
      startDate: isoDate(addDays(today, -5)),
      endDate: isoDate(addDays(today, 5)),
      countryAmchamId: 1,
    },
    {
      title: 'Salon passé - Merci',
      description: 'Bannière expirée',
      link: 'https://salon.test',
      permanent: false,
      startDate: isoDate(addDays(today, -60)),
      endDate: isoDate(addDays(today, -30)),
      countryAmchamId: 2,
    },
    {
      title: 'Gala annuel - Bientôt',
      description: 'Bannière à venir',
      link: 'https://gala.test',
      permanent: false,
      startDate: isoDate(addDays(today, 10)),
      endDate: isoDate(addDays(today, 20)),
      countryAmchamId: 1,
    },
  ]);
  await db.insert(events).values([
    {
      countryAmchamId: 1,
      title: 'Petit-déjeuner des membres',
      description: 'Rencontre passée entre membres.',
      startDate: isoDate(addDays(today, -20)),
      endDate: isoDate(addDays(today, -20)),
      startTime: '08:00',
      endTime: '10:00',
      address: 'Hôtel Ivoire, Abidjan',
      categoryId: 1,
    },
    {
      countryAmchamId: 1,
      title: 'Forum Investir en Afrique',
      description: 'Le grand forum annuel des investisseurs.',
      startDate: isoDate(addDays(today, 7)),
      endDate: isoDate(addDays(today, 8)),
      startTime: '09:00',
      endTime: '17:00',
      address: 'Sofitel, Abidjan',
      categoryId: 1,
    },
    {
      countryAmchamId: 2,
      title: 'Nouvelle réglementation fiscale',
      description: 'Ce qui change pour les entreprises.',
      startDate: isoDate(addDays(today, 14)),
      endDate: isoDate(addDays(today, 14)),
      startTime: '14:00',
      endTime: '16:00',
      address: 'Chambre, Dakar',
      categoryId: 2,
    },
  ]);
  await db.insert(partners).values([
    { name: 'Partenaire Alpha', link: 'https://alpha.test', logo: null },
    { name: 'Partenaire Bêta', link: 'https://beta.test', logo: 'https://beta.test/logo.png' },
    { name: 'Partenaire Gamma', link: null, logo: null },
  ]);
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  await db.insert(users).values([
    { email: FIXTURE.users.admin.email, passwordHash, profil: 'ADMIN_AMCHAM', countryAmchamId: 1 },
    { email: FIXTURE.users.otherAdmin.email, passwordHash, profil: 'ADMIN_AMCHAM', countryAmchamId: 2 },
    { email: FIXTURE.users.member.email, passwordHash, profil: 'MEMBER', companyId: 1 },
    { email: FIXTURE.users.otherMember.email, passwordHash, profil: 'MEMBER', companyId: 3 },
    { email: FIXTURE.users.noCompany.email, passwordHash, profil: 'MEMBER' },
    { email: FIXTURE.users.networkAdmin.email, passwordHash, profil: 'ADMIN_RESEAU' },
  ]);
  // statistics: company 1 viewed and contacted over the last 20 days, some site visits, clicks and searches
  const views: (typeof companyViews.$inferInsert)[] = [];
  const contacts: (typeof companyContacts.$inferInsert)[] = [];
  for (let day = 0; day < 20; day++) {
    for (let n = 0; n < (day % 4) + 1; n++) views.push({ companyId: 1, at: addDays(today, -day) });
    if (day % 3 === 0)
      contacts.push({
        companyId: 1,
        channel: (['email', 'phone', 'website'] as const)[day % 3 === 0 ? (day / 3) % 3 : 0] ?? 'email',
        at: addDays(today, -day),
      });
  }
  views.push({ companyId: 2, at: addDays(today, -1) });
  await db.insert(companyViews).values(views);
  await db.insert(companyContacts).values(contacts);
  await db.insert(siteVisits).values([0, 0, 1, 2, 2, 2, 5].map((d) => ({ path: '/', at: addDays(today, -d) })));
  await db.insert(adClicks).values([
    { adId: 1, at: addDays(today, -1) },
    { adId: 1, at: addDays(today, -2) },
    { adId: 2, at: addDays(today, -1) },
  ]);
  await db.insert(searches).values([
    { keyword: 'conseil', sectorId: 2, countryId: 1, at: addDays(today, -1) },
    { keyword: 'santé', sectorId: 3, countryId: null, at: addDays(today, -2) },
    { keyword: null, sectorId: 2, countryId: null, at: addDays(today, -3) },
  ]);
}
