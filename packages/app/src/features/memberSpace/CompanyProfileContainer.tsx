import { CompanyProfileScreen, companyProfileFields, type CompanyLogoState, type CompanyProfileErrors, type CompanyProfileField, type CompanyProfileValues, type MemberCompany, type MemberLoadState } from '@annuaire/ui';
import { useFormik } from 'formik';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../shared/usePageMeta';
import { translator } from '../../i18n/messages';
import { companyProfileSchema } from '../../validation/schemas';
import { readAsDataUrl, rejectImage } from './imageFiles';
import { countryOptions, emptyProfileValues, sectorOptions, toMemberCompany, toProfileForm, toProfileValues } from './mappers';
import { useUpdateCompanyMutation } from './memberSpaceApi';
import { useMemberLoad } from './useMemberLoad';
import { useMemberSave } from './useMemberSave';

const noCompany: MemberCompany = { name: '' };

/** spec public §5: errors show only for fields that are dirty or touched. */
export function visibleErrors(
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

/** /apropos: the company profile form (spec public §2.7, §4, §5) over the signed-in user's company. */
export default function CompanyProfileContainer() {
  usePageMeta('app.page.memberProfile.title', 'app.page.memberProfile.description');
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.current);
  const member = useMemberLoad({ reference: true });
  const [updateCompany] = useUpdateCompanyMutation();
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logo, setLogo] = useState<CompanyLogoState>({});
  const [formError, setFormError] = useState(false);

  const { reloadCompany } = member;
  const reload = useCallback(() => {
    setLogoFile(null);
    setLogo({});
    reloadCompany();
  }, [reloadCompany]);
  const { save, run } = useMemberSave(member.companyId, reload);

  const initialValues = useMemo(() => (member.company ? toProfileValues(member.company) : emptyProfileValues), [member.company]);
  const schema = useMemo(() => companyProfileSchema(translator(language)), [language]);

  const formik = useFormik<CompanyProfileValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: () => undefined,
  });

  // The messages follow the interface language.
  const { validateForm } = formik;
  useEffect(() => {
    void validateForm();
  }, [schema, validateForm]);

  const submit = async () => {
    if (save.saving) return; // spec public §4: ignored while a save is in progress
    const errors = await formik.validateForm();
    await formik.setTouched(allTouched, false);
    if (Object.keys(errors).length > 0) {
      setFormError(true);
      return;
    }
    setFormError(false);
    await run((id) => updateCompany({ id, form: toProfileForm(formik.values, logoFile) }));
  };

  const cancel = () => {
    formik.resetForm({ values: initialValues });
    setFormError(false);
    setLogoFile(null);
    setLogo({});
  };

  const validateLogo = (file: File) => {
    const rejection = rejectImage(file);
    if (rejection === null) return undefined;
    return intl.formatMessage({ id: rejection === 'wrongType' ? 'app.member.logo.wrongType' : 'app.member.logo.tooLarge' });
  };

  const chooseLogo = async (file: File | null) => {
    setLogoFile(null);
    setLogo({});
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
  if (!adopted && member.company && reinitialised) setAdopted(true);
  const load: MemberLoadState = member.load.status === 'ready' && !adopted ? { status: 'loading' } : member.load;
  const values = reinitialised ? formik.values : initialValues;
  const errors = reinitialised ? visibleErrors(formik.errors, formik.touched, formik.values, initialValues) : {};
  const company = useMemo(() => (member.company ? toMemberCompany(member.company, language) : noCompany), [member.company, language]);
  const sectors = useMemo(() => sectorOptions(member.sectors, language), [member.sectors, language]);
  const countries = useMemo(() => countryOptions(member.countries), [member.countries]);

  return (
    <CompanyProfileScreen
      load={load}
      onRetry={member.retry}
      company={company}
      values={values}
      errors={errors}
      sectors={sectors}
      countries={countries}
      logo={logo}
      newLogo={logoFile}
      onLogoChange={(file) => void chooseLogo(file)}
      validateLogo={validateLogo}
      formError={formError && Object.keys(formik.errors).length > 0}
      save={save}
      dirty={formik.dirty || logoFile !== null}
      onChange={(field, value) => void formik.setFieldValue(field, value)}
      onBlur={(field) => void formik.setFieldTouched(field, true)}
      onSubmit={() => void submit()}
      onCancel={cancel}
    />
  );
}
