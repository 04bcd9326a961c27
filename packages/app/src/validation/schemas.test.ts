import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { loadMessages, translator } from '../i18n/messages';
import {
  companyProfileSchema,
  defaultOpeningHours,
  loginSchema,
  memberFormSchema,
  membershipApplicationSchema,
  openingHoursSchema,
  reviewSchema,
  toggleDay,
  type DayHours,
} from './schemas';

// English is fetched on demand (only French ships with the first screen).
await loadMessages('en');
const fr = translator('fr');
const en = translator('en');

/** The messages of every failing field, by path. */
function errorsOf(run: () => unknown): Record<string, string> {
  try {
    run();
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner) if (inner.path && !(inner.path in out)) out[inner.path] = inner.message;
    return out;
  }
}

describe('sign-in schema (spec public §5)', () => {
  const check = (values: object, t = fr) => errorsOf(() => loginSchema(t).validateSync(values, { abortEarly: false }));
  it("an empty e-mail is 'Email requis'", () => expect(check({ email: '', password: 'secret1' }).email).toBe('Email requis'));
  it("a malformed e-mail is 'Email invalide'", () => expect(check({ email: 'a@', password: 'secret1' }).email).toBe('Email invalide'));
  it("an empty password is 'Mot de passe requis'", () => expect(check({ email: 'a@b.fr', password: '' }).password).toBe('Mot de passe requis'));
  it("a password under 6 characters is 'Minimum 6 caractères'", () =>
    expect(check({ email: 'a@b.fr', password: '12345' }).password).toBe('Minimum 6 caractères'));
  it('speaks English when the language is English', () =>
    expect(check({ email: '', password: '' }, en)).toEqual({ email: 'Email required', password: 'Password required' }));
  it('accepts a valid pair', () => expect(check({ email: 'a@b.fr', password: '123456' })).toEqual({}));
});

describe('review schema (spec public §5)', () => {
  const valid = { score: 4, comment: 'Ok', lastName: 'Durand', firstName: 'Léa' };
  const check = (values: object) => errorsOf(() => reviewSchema(fr).validateSync(values, { abortEarly: false }));
  it('a comment of 2 characters is enough (the 2-character minimum is in force)', () => expect(check(valid)).toEqual({}));
  it('a comment of 1 character after trimming says the minimum', () =>
    expect(check({ ...valid, comment: ' a  ' }).comment).toBe('Minimum 2 caractères requis.'));
  it('a score of 0 asks for a rating', () => expect(check({ ...valid, score: 0 }).score).toBe('Choisissez une note de 1 à 5.'));
  it("blank names after trimming are 'Ce champ est obligatoire.'", () => {
    const errors = check({ ...valid, lastName: '  ', firstName: ' ' });
    expect(errors).toEqual({ lastName: 'Ce champ est obligatoire.', firstName: 'Ce champ est obligatoire.' });
  });
  it("each field says what it lacks: the form's one message is not repeated under every field", () => {
    const errors = check({ score: 0, comment: '', lastName: '', firstName: '' });
    expect(Object.values(errors)).not.toContain('Veuillez remplir tous les champs obligatoires');
    expect(errors).toEqual({
      score: 'Choisissez une note de 1 à 5.',
      comment: 'Ce champ est obligatoire.',
      lastName: 'Ce champ est obligatoire.',
      firstName: 'Ce champ est obligatoire.',
    });
  });
  it('speaks English when the language is English', () =>
    expect(errorsOf(() => reviewSchema(en).validateSync({ ...valid, score: 0 }, { abortEarly: false })).score).toBe('Choose a rating from 1 to 5.'));
});

describe('company profile schema (spec public §5)', () => {
  const valid = {
    companyName: 'Société Alpha',
    sectorId: 1,
    description: 'Une description suffisamment longue pour passer la règle des cinquante.',
    countryId: 2,
    address: '12 rue de la Paix, Paris',
    email: 'contact@alpha.fr',
    phone: '+33 (1) 23-45-67-89',
    website: 'alpha.fr',
  };
  const check = (values: object, t = fr) => errorsOf(() => companyProfileSchema(t).validateSync(values, { abortEarly: false }));
  it('accepts a complete profile, a bare domain as website', () => expect(check(valid)).toEqual({}));
  it("every field is required on the member's own profile: 'Ce champ est obligatoire.'", () => {
    const errors = check({});
    expect(Object.keys(errors).sort()).toEqual(['address', 'companyName', 'countryId', 'description', 'email', 'phone', 'sectorId', 'website']);
    expect(new Set(Object.values(errors))).toEqual(new Set(['Ce champ est obligatoire.']));
  });
  it('the back-office edit page accepts a member without a website, as the back-office creates it (spec admin §5)', () => {
    expect(errorsOf(() => companyProfileSchema(fr, { websiteRequired: false }).validateSync({ ...valid, website: '' }, { abortEarly: false }))).toEqual({});
  });
  it("has the service's bounds: a name over 150, a phone over 30 characters", () => {
    expect(check({ ...valid, companyName: 'A'.repeat(151) }).companyName).toBe('Maximum 150 caractères autorisés.');
    expect(check({ ...valid, phone: '0'.repeat(31) }).phone).toBe('Maximum 30 caractères autorisés.');
    expect(check({ ...valid, address: 'x'.repeat(301) }).address).toBe('Maximum 300 caractères autorisés.');
  });
  it("refuses what the contract's patterns refuse: an underscore in a domain, a tab in a phone", () => {
    expect(check({ ...valid, website: 'mon_site.fr' }).website).toBe('Veuillez saisir une URL valide.');
    expect(check({ ...valid, phone: '+33\t123456789' }).phone).toBe('Format de téléphone invalide.');
    expect(check({ ...valid, website: 'alpha.fr?ref=annuaire' })).toEqual({});
  });
  it("a one-letter name is 'Minimum 2 caractères requis.'", () =>
    expect(check({ ...valid, companyName: 'A' }).companyName).toBe('Minimum 2 caractères requis.'));
  it("a short description is 'Minimum 50 caractères requis.'", () =>
    expect(check({ ...valid, description: 'Trop court' }).description).toBe('Minimum 50 caractères requis.'));
  it("a long description is 'Maximum 500 caractères autorisés.'", () =>
    expect(check({ ...valid, description: 'x'.repeat(501) }).description).toBe('Maximum 500 caractères autorisés.'));
  it("a short address is 'Minimum 10 caractères requis.'", () => expect(check({ ...valid, address: 'Paris' }).address).toBe('Minimum 10 caractères requis.'));
  it("a bad e-mail is 'Veuillez saisir une adresse email valide.'", () =>
    expect(check({ ...valid, email: 'x@' }).email).toBe('Veuillez saisir une adresse email valide.'));
  it("a phone with letters or under 10 characters is 'Format de téléphone invalide.'", () => {
    expect(check({ ...valid, phone: '01 23 45' }).phone).toBe('Format de téléphone invalide.');
    expect(check({ ...valid, phone: '01234abcde' }).phone).toBe('Format de téléphone invalide.');
    expect(check({ ...valid, phone: '++33123456789' }).phone).toBe('Format de téléphone invalide.');
  });
  it("a website that is neither an http(s) URL nor a domain is 'Veuillez saisir une URL valide.'", () => {
    expect(check({ ...valid, website: 'ftp://alpha.fr' }).website).toBe('Veuillez saisir une URL valide.');
    expect(check({ ...valid, website: 'pas un site' }).website).toBe('Veuillez saisir une URL valide.');
    expect(check({ ...valid, website: 'https://www.alpha.fr/contact' })).toEqual({});
  });
  it('speaks English when the language is English', () => expect(check({ ...valid, address: 'Paris' }, en).address).toBe('Minimum 10 characters required.'));
});

describe('opening hours (spec public §4, §5)', () => {
  const check = (days: DayHours[], t = fr) => errorsOf(() => openingHoursSchema(t).validateSync({ days }, { abortEarly: false }));
  it('a new form opens Monday to Friday 09:00-18:00 with the weekend closed', () => {
    const days = defaultOpeningHours();
    expect(days.filter((d) => !d.closed).map((d) => d.dayOfWeek)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']);
    expect(days[0]).toMatchObject({ openingTime: '09:00', closingTime: '18:00' });
    expect(days[6]).toMatchObject({ closed: true, openingTime: '', closingTime: '' });
    expect(check(days)).toEqual({});
  });
  it('switching a day to open sets 09:00-18:00', () => {
    const sunday = defaultOpeningHours()[6]!;
    expect(toggleDay(sunday, false)).toMatchObject({ closed: false, openingTime: '09:00', closingTime: '18:00' });
  });
  it('switching a day to closed empties both times and removes the checks', () => {
    const days = defaultOpeningHours();
    days[0] = toggleDay({ ...days[0]!, openingTime: '9h' }, true);
    expect(days[0]).toMatchObject({ closed: true, openingTime: '', closingTime: '' });
    expect(check(days)).toEqual({});
  });
  it("an open day without times is 'Ce champ est obligatoire.'", () => {
    const days = defaultOpeningHours();
    days[1] = { ...days[1]!, openingTime: '' };
    expect(check(days)['days[1].openingTime']).toBe('Ce champ est obligatoire.');
  });
  it("a time outside HH:MM on 24 hours is 'Format horaire invalide (HH:MM).'", () => {
    const days = defaultOpeningHours();
    days[2] = { ...days[2]!, openingTime: '24:00', closingTime: '9:5' };
    const errors = check(days);
    expect(errors['days[2].openingTime']).toBe('Format horaire invalide (HH:MM).');
    expect(errors['days[2].closingTime']).toBe('Format horaire invalide (HH:MM).');
  });
  it('a day that closes after midnight is valid (spec public §5: no closing-after-opening check)', () => {
    const days = defaultOpeningHours();
    days[4] = { ...days[4]!, openingTime: '22:00', closingTime: '02:00' };
    expect(check(days)).toEqual({});
  });
});

describe('presentation video link of the member form (http(s) only, as the contract’s VideoLink)', () => {
  const check = (videoLink: string, t = fr) => errorsOf(() => memberFormSchema(t).validateSync({ videoLink }, { abortEarly: false })).videoLink;
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//video.attaquant.test/v', 'ftp://video.test/v'])(
    "refuses %s with 'Veuillez saisir une URL valide.'",
    (link) => expect(check(link)).toBe('Veuillez saisir une URL valide.'),
  );
  it('says it in English when the language is English', () => expect(check('javascript:alert(1)', en)).toBe('Please enter a valid URL.'));
  it('accepts an http(s) link, and no link', () => {
    expect(check('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(check('')).toBeUndefined();
  });
});

describe('one rule set for a company: the new-member form and the member edit page', () => {
  const profileOf = (company: Record<string, string>) => ({
    companyName: company.name,
    sectorId: 1,
    description: company.description,
    countryId: 1,
    address: company.address,
    email: company.email,
    phone: company.telephone,
    website: company.webLink,
  });
  const memberOf = (company: Record<string, string>) => ({ ...company, sectorId: '1', videoLink: '', lat: '', lon: '', inviteEmail: '' });
  const profileField = { name: 'companyName', telephone: 'phone', webLink: 'website' } as Record<string, string>;
  const base = {
    name: 'Société Alpha',
    description: 'Une description suffisamment longue pour passer la règle des cinquante.',
    address: '12 rue de la Paix, Paris',
    telephone: '+225 27 20 30 40 50',
    email: 'contact@alpha.ci',
    webLink: '',
  };
  it.each([
    ['no website', {}],
    ['the address Dakar (the spec keeps 10 characters)', { address: 'Dakar' }],
    ['a name of 151 characters', { name: 'A'.repeat(151) }],
    ['a phone of 31 characters', { telephone: '0'.repeat(31) }],
    ['a domain with an underscore', { webLink: 'mon_site.sn' }],
    ['an e-mail without a domain', { email: 'contact@' }],
  ])('%s gets the same answer from both forms', (_label, change) => {
    const company = { ...base, ...change };
    const member = errorsOf(() => memberFormSchema(fr).validateSync(memberOf(company), { abortEarly: false }));
    const profile = errorsOf(() => companyProfileSchema(fr, { websiteRequired: false }).validateSync(profileOf(company), { abortEarly: false }));
    expect(Object.fromEntries(Object.entries(member).map(([field, message]) => [profileField[field] ?? field, message]))).toEqual(profile);
  });
});

describe('membershipApplicationSchema ("Devenir membre")', () => {
  const valid = {
    companyName: 'Ingénierie Lagune',
    sectorId: '2',
    description: 'Bureau d’études en ingénierie des réseaux électriques, présent à Abidjan depuis 2004.',
    countryId: '1',
    address: '12 boulevard Lagunaire, Plateau',
    email: 'contact@lagune.example',
    phone: '+225 27 22 00 11 22',
    website: 'lagune.example',
    chamberId: '1',
    representativeName: 'Awa Koné',
    representativeEmail: 'awa.kone@lagune.example',
    acceptTerms: true,
  };
  const check = (values: object, t = fr) => errorsOf(() => membershipApplicationSchema(t).validateSync(values, { abortEarly: false }));
  it('accepts a complete application', () => expect(check(valid)).toEqual({}));
  it("has the member profile's rules and messages, the website required", () => {
    expect(check({ ...valid, description: 'Trop court.' }).description).toBe('Minimum 50 caractères requis.');
    expect(check({ ...valid, website: '' }).website).toBe('Ce champ est obligatoire.');
    expect(check({ ...valid, phone: '12-34' }).phone).toBe('Format de téléphone invalide.');
  });
  it('needs a chamber, a representative and the consent to the terms', () => {
    expect(check({ ...valid, chamberId: '', representativeName: 'A', representativeEmail: 'awa', acceptTerms: false })).toEqual({
      chamberId: 'Ce champ est obligatoire.',
      representativeName: 'Minimum 2 caractères requis.',
      representativeEmail: 'Veuillez saisir une adresse email valide.',
      acceptTerms: 'Ce champ est obligatoire.',
    });
    expect(check({ ...valid, acceptTerms: false }, en).acceptTerms).toBe('This field is required.');
  });
});
