import { companyImageUrl, normalizeWebsite, type Company, type Country, type Language, type Sector } from '@annuaire/api';
import {
  companyProfileFields,
  type CompanyLogoState,
  type CompanyProfileErrors,
  type CompanyProfileField,
  type CompanyProfileValues,
  type MemberCompany,
  type SelectOption,
} from '@annuaire/ui';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { sectorLabel } from '../data/reference';
import { translator } from '../i18n/messages';
import { companyProfileSchema } from '../validation/schemas';
import { readAsDataUrl, rejectImage } from './imageFiles';

// The company profile form (spec public §2.7, §5) as the member space (/apropos) and the back-office's member edit
// page (/admin/membres/{id}/edit) both use it: the mappers between the service's company and the kit's form, and the
// form's state (Formik + Yup), its logo and its visible errors.

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

/** spec public §5: errors show only for fields that are dirty or touched. */
function visibleErrors(
  errors: Partial<Record<CompanyProfileField, unknown>>,
  touched: Partial<Record<CompanyProfileField, unknown>>,
  values: CompanyProfileValues,
  initial: CompanyProfileValues,
): CompanyProfileErrors {
  const visible: CompanyProfileErrors = {};
  for (const field of companyProfileFields) {
    const error = errors[field];
    if (typeof error === 'string' && (touched[field] === true || values[field] !== initial[field])) visible[field] = error;
  }
  return visible;
}

const allTouched = Object.fromEntries(companyProfileFields.map((field) => [field, true])) as Record<CompanyProfileField, boolean>;

export interface CompanyProfileFormOptions {
  /** The loaded company: the form starts from it, and again when it is reloaded. */
  company: Company | undefined;
  language: Language;
  /** Called with the form's save payload once the form is valid (spec public §4: not while another save runs). */
  save: (form: ReturnType<typeof toProfileForm>) => Promise<void>;
  saving: boolean;
}

/** The form's state and the kit screen's form props (values, visible errors, logo, submit, cancel). */
export function useCompanyProfileForm({ company, language, save, saving }: CompanyProfileFormOptions) {
  const intl = useIntl();
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logo, setLogo] = useState<CompanyLogoState>({});
  const [formError, setFormError] = useState(false);
  const initialValues = useMemo(() => (company ? toProfileValues(company) : emptyProfileValues), [company]);
  const schema = useMemo(() => companyProfileSchema(translator(language)), [language]);
  const formik = useFormik<CompanyProfileValues>({ initialValues, enableReinitialize: true, validationSchema: schema, onSubmit: () => undefined });

  // The messages follow the interface language.
  const { validateForm } = formik;
  useEffect(() => {
    void validateForm();
  }, [schema, validateForm]);

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

  const submit = async () => {
    if (saving) return; // spec public §4: ignored while a save is in progress
    const errors = await formik.validateForm();
    await formik.setTouched(allTouched, false);
    if (Object.keys(errors).length > 0) {
      setFormError(true);
      return;
    }
    setFormError(false);
    await save(toProfileForm(formik.values, logoFile));
  };

  const cancel = () => {
    formik.resetForm({ values: initialValues });
    setFormError(false);
    clearLogo();
  };

  const validateLogo = (file: File) => {
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

  // Formik adopts new initial values one render late (enableReinitialize): until then show the loaded ones.
  const reinitialised = companyProfileFields.every((field) => formik.initialValues[field] === initialValues[field]);
  // The form only appears once Formik holds the loaded company, so nothing typed before can be reset by it.
  const [adopted, setAdopted] = useState(false);
  if (!adopted && company && reinitialised) setAdopted(true);

  return {
    /** False until Formik holds the loaded company: the screen shows its loading state until then. */
    adopted,
    form: {
      values: reinitialised ? formik.values : initialValues,
      errors: reinitialised ? visibleErrors(formik.errors, formik.touched, formik.values, initialValues) : {},
      logo,
      newLogo: logoFile,
      onLogoChange: (file: File | null) => void chooseLogo(file),
      validateLogo,
      formError: formError && Object.keys(formik.errors).length > 0,
      dirty: formik.dirty || logoFile !== null,
      onChange: (field: CompanyProfileField, value: string) => void formik.setFieldValue(field, value),
      onBlur: (field: CompanyProfileField) => void formik.setFieldTouched(field, true),
      onSubmit: () => void submit(),
      onCancel: cancel,
    },
  };
}
