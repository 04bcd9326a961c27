import { companyImageUrl, normalizeWebsite, type ChamberMemberSummary, type Company, type Language, type ModeratedRating } from '@annuaire/api';
import type { AdminMemberRow, AdminMemberView, AdminSummaryCard, MemberFormValues, ModeratedReview } from '@annuaire/ui';

// The back-office members screens' view models from the service's shapes, in one place (DESIGN.md step 5).

const sectorOf = (company: Company, language: Language) => (language === 'en' ? company.sectorNameEn : company.sector);

export function toMemberRow(company: Company, language: Language): AdminMemberRow {
  return {
    id: company.id,
    name: company.name,
    logoUrl: companyImageUrl(company.logo) ?? undefined,
    sector: sectorOf(company, language),
    country: company.country,
    countryIcon: company.countryIcon || undefined,
    status: company.status,
    createdAt: company.createdAt,
  };
}

/** The summary cards: only figures the service computes (DESIGN.md: no placeholder statistic). */
export function toSummaryCards(summary: ChamberMemberSummary, t: (id: string) => string): AdminSummaryCard[] {
  const vsLastWeek = t('app.admin.summary.vsLastWeek');
  return [
    { id: 'active', label: t('app.admin.summary.active'), value: summary.active },
    { id: 'inactive', label: t('app.admin.summary.inactive'), value: summary.inactive },
    { id: 'pending', label: t('app.admin.summary.pending'), value: summary.pending },
    { id: 'newThisMonth', label: t('app.admin.summary.newThisMonth'), value: summary.newThisMonth },
    { id: 'views', label: t('app.admin.summary.views'), value: summary.views.total, growth: summary.views.weeklyEvolution, caption: vsLastWeek },
    { id: 'searches', label: t('app.admin.summary.searches'), value: summary.searches.total, growth: summary.searches.weeklyEvolution, caption: vsLastWeek },
  ];
}

/** The new-member form's save: trimmed text, numbers where the contract has numbers, blanks left out. */
export function toCreateForm(values: MemberFormValues, chamberId: number, logoFile: File | null) {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    address: values.address.trim(),
    telephone: values.telephone.trim(),
    email: values.email.trim(),
    sectorId: Number(values.sectorId),
    countryAmchamId: chamberId,
    webLink: text(values.webLink),
    videoLink: text(values.videoLink),
    lat: number(values.lat),
    lon: number(values.lon),
    ...(logoFile ? { logoFile } : {}),
  };
}

export function toMemberView(company: Company, language: Language): AdminMemberView {
  return {
    id: company.id,
    name: company.name,
    logoUrl: companyImageUrl(company.logo) ?? undefined,
    sector: sectorOf(company, language),
    country: company.country,
    countryIcon: company.countryIcon || undefined,
    status: company.status,
    description: company.description,
    address: company.address,
    city: company.city ?? undefined,
    phone: company.telephone || undefined,
    email: company.email || undefined,
    website: normalizeWebsite(company.webLink) ?? undefined,
    createdAt: company.createdAt,
    updatedAt: company.updatedAt,
    averageRating: company.averageRating ?? undefined,
    ratingCount: company.ratingCount,
  };
}

export function toModeratedReview(rating: ModeratedRating): ModeratedReview {
  return {
    id: rating.id,
    author: `${rating.firstName} ${rating.lastName}`.trim(),
    score: rating.score,
    comment: rating.comment,
    createdAt: rating.createdAt,
    hidden: rating.hidden,
    hiddenBy: rating.hiddenBy ?? undefined,
    hiddenAt: rating.hiddenAt ?? undefined,
  };
}

/** A file name for the export, in its language: the chamber's name without what a file system refuses. */
export function exportFileName(chamberName: string | undefined, language: Language): string {
  const slug = (chamberName ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return language === 'en' ? `members-${slug || 'chamber'}.csv` : `membres-${slug || 'chambre'}.csv`;
}
