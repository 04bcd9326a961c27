import { companyImageUrl, normalizeWebsite, type Company, type Country, type Language, type Sector } from '@annuaire/api';
import { type CompanyLogoState, type CompanyProfileField, type CompanyProfileValues, type MemberCompany, type SelectOption } from '@annuaire/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { sectorLabel } from '../data/reference';
import { translator } from '../i18n/messages';
import { companyProfileSchema } from '../validation/schemas';
import { imageMessage, readAsDataUrl, rejectImage } from './imageFiles';
import { useAppForm } from './useAppForm';

// The company profile form (spec public §2.7, §5) as the member space (/apropos) and the back-office's member edit
// page (/admin/membres/{id}/edit) both use it: the mappers between the service's company and the kit's form, and the
// form's state (the app's form), its logo and its visible errors.

/** The header's and summary card's company: labels in the interface language, the website with its scheme. */
export function toMemberCompany(company: Company, language: Language): MemberCompany {
  return {
    name: company.name,
    sector: language === 'en' ? company.sectorNameEn : company.sector,
    logoUrl: companyImageUrl(company.logo) ?? undefined,
    address: company.address || undefined,
    phone: company.telephone || undefined,
    website: normalizeWebsite(company.webLink) ?? undefined,
    viewCount: company.viewCount,
  };
}

/** The profile form's values as loaded (the selects hold ids as strings). */
export function toProfileValues(company: Company): CompanyProfileValues {
  return {
    companyName: company.name,
    sectorId: String(company.sectorId),
    description: company.description ?? '',
    countryId: String(company.countryId),
    address: company.address ?? '',
    email: company.email ?? '',
    phone: company.telephone ?? '',
    website: company.webLink ?? '',
  };
}

const emptyProfileValues: CompanyProfileValues = {
  companyName: '',
  sectorId: '',
  description: '',
  countryId: '',
  address: '',
  email: '',
  phone: '',
  website: '',
};

/** The member profile save (spec public §3: the country id goes as `country`). */
export function toProfileForm(values: CompanyProfileValues, logoFile: File | null) {
  return {
    name: values.companyName.trim(),
    sectorId: Number(values.sectorId),
    description: values.description.trim(),
    country: Number(values.countryId),
    address: values.address.trim(),
    email: values.email.trim(),
    telephone: values.phone.trim(),
    webLink: values.website.trim(),
    ...(logoFile ? { logoFile } : {}),
  };
}

/** The sectors by their name in the page's language, accents ignored (English screens in English order). */
export function sectorOptions(sectors: readonly Sector[], language: Language): SelectOption[] {
  return sectors.map((sector) => ({ value: String(sector.id), label: sectorLabel(sector, language) })).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The countries by name, accents ignored ('États-Unis' among the E). Their names are French in both languages. */
export function countryOptions(countries: readonly Country[]): SelectOption[] {
  return countries.map((country) => ({ value: String(country.id), label: country.name })).sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}

/** The service's field names of the profile save (toProfileForm) where the form names them otherwise. */
const PROFILE_SERVER_FIELDS = { name: 'companyName', telephone: 'phone', webLink: 'website', country: 'countryId' } as const;

export interface CompanyProfileFormOptions {
  /** The loaded company: the form starts from it, and again when it is reloaded. */
  company: Company | undefined;
  language: Language;
  /**
   * Called with the form's save payload once the form is valid (spec public §4: not while another save runs);
   * resolves with the failure when the service refused it (its field messages go under their fields).
   */
  save: (form: ReturnType<typeof toProfileForm>) => Promise<unknown>;
  saving: boolean;
  /** False on the back-office's edit page (spec admin §5: a member may have no website). */
  websiteRequired?: boolean;
}

/** The form's state and the kit screen's form props (values, visible errors, logo, submit, cancel). */
export function useCompanyProfileForm({ company, language, save, saving, websiteRequired = true }: CompanyProfileFormOptions) {
  const intl = useIntl();
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logo, setLogo] = useState<CompanyLogoState>({});
  const initialValues = useMemo(() => (company ? toProfileValues(company) : emptyProfileValues), [company]);
  const t = useMemo(() => translator(language), [language]);
  const schema = useMemo(() => companyProfileSchema(t, { websiteRequired }), [t, websiteRequired]);
  const form = useAppForm<CompanyProfileValues>({
    initialValues,
    schema,
    serverFields: PROFILE_SERVER_FIELDS,
    onSubmit: async (values, helpers) => {
      const error = await save(toProfileForm(values, logoFile));
      // a field the service refused shows under its field (the save's own message shows too)
      if (error !== undefined) helpers.fail(error);
    },
  });

  const clearLogo = () => {
    setLogoFile(null);
    setLogo({});
  };

  // A reloaded company (after a save) shows its saved logo: a chosen one is forgotten.
  const [shownCompany, setShownCompany] = useState(company);
  if (shownCompany !== company) {
    setShownCompany(company);
    clearLogo();
  }

  const submit = () => {
    if (saving) return; // spec public §4: ignored while a save is in progress
    void form.submit();
  };

  const cancel = () => {
    form.reset();
    clearLogo();
  };

  const logoRule = (file: File) => {
    const rejection = rejectImage(file);
    if (rejection === null) return undefined;
    return intl.formatMessage({ id: rejection === 'wrongType' ? 'app.member.logo.wrongType' : 'app.member.logo.tooLarge' });
  };

  const chooseLogo = async (file: File | null) => {
    clearLogo();
    if (!file) return;
    try {
      const previewUrl = await readAsDataUrl(file);
      setLogoFile(file);
      setLogo({ previewUrl });
    } catch {
      setLogo({ error: intl.formatMessage({ id: 'app.member.logo.readError' }) });
    }
  };

  return {
    /** False until the company is loaded: the screen shows its loading state until then. */
    adopted: company !== undefined,
    form: {
      values: form.values,
      errors: form.visibleErrors,
      logo,
      newLogo: logoFile,
      onLogoChange: (file: File | null) => void chooseLogo(file),
      validateLogo: (file: File) => imageMessage(file, logoRule, t('validation.image.tooManyPixels')),
      // spec public §5: an invalid submit says 'Veuillez corriger les erreurs dans le formulaire.'
      formError: form.invalidSubmit,
      dirty: form.dirty || logoFile !== null,
      onChange: (field: CompanyProfileField, value: string) => form.setValue(field, value),
      onBlur: (field: CompanyProfileField) => form.blur(field),
      onSubmit: submit,
      onCancel: cancel,
      websiteRequired,
    },
  };
}
