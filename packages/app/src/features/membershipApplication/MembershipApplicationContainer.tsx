import type { CountryAmcham, MembershipApplicationForm } from '@annuaire/api';
import { MembershipApplicationScreen, type ApplicationErrors, type ApplicationValues } from '@annuaire/ui';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useChambersQuery } from '../../data/account';
import { useCountriesQuery, useSectorsQuery } from '../../data/reference';
import { sectorOptions } from '../../shared/companyProfileForm';
import { PublicPage } from '../../shared/PublicPage';
import { useAppForm } from '../../shared/useAppForm';
import { PageHead } from '../../shared/PageHead';
import { membershipApplicationSchema } from '../../validation/schemas';
import { useSubmitApplicationMutation } from './membershipApplicationApi';
import { useFormRules } from '../../shared/useFormRules';

const emptyApplication: ApplicationValues = {
  companyName: '',
  sectorId: '',
  description: '',
  countryId: '',
  address: '',
  email: '',
  phone: '',
  website: '',
  chamberId: '',
  representativeName: '',
  representativeEmail: '',
  acceptTerms: false,
};

/** The chamber of the visitor's country filter (the members page's, else the home page's), when one is set. */
function preselectedChamber(chambers: readonly CountryAmcham[], countryId: number | null): string {
  const chamber = countryId === null ? undefined : chambers.find((c) => c.countryId === countryId);
  return chamber ? String(chamber.id) : '';
}

/** The form as the contract names its fields (trimmed by the service). */
function toApplicationForm(values: ApplicationValues): MembershipApplicationForm {
  return {
    name: values.companyName,
    description: values.description,
    sectorId: Number(values.sectorId),
    country: Number(values.countryId),
    address: values.address,
    email: values.email,
    telephone: values.phone,
    webLink: values.website,
    countryAmchamId: Number(values.chamberId),
    representativeName: values.representativeName,
    representativeEmail: values.representativeEmail,
    acceptTerms: 'true',
  };
}

/** The service's field names (a 400's `fields`) under the form's. */
const SERVER_FIELDS = { name: 'companyName', country: 'countryId', telephone: 'phone', webLink: 'website', countryAmchamId: 'chamberId' } as const;

/**
 * /devenir-membre: a company applies to a chamber (no account is made before the chamber approves it). The profile
 * form's rules on both sides; the chamber preselected from the visitor's country filter; one answer from the service
 * whatever the name.
 */
export default function MembershipApplicationContainer() {
  const language = useAppSelector((state) => state.language.current);
  const countryFilter = useAppSelector((state) => state.filters.members.countryId ?? state.filters.home.countryId);
  const sectors = useSectorsQuery();
  const countries = useCountriesQuery();
  const chambers = useChambersQuery();
  const [submitApplication] = useSubmitApplicationMutation();
  const [sent, setSent] = useState(false);
  const { schema } = useFormRules(membershipApplicationSchema);
  const chamberId = preselectedChamber(chambers.data ?? [], countryFilter);
  const initialValues = useMemo(() => ({ ...emptyApplication, chamberId }), [chamberId]);

  const form = useAppForm<ApplicationValues>({
    initialValues,
    schema,
    serverFields: SERVER_FIELDS,
    onSubmit: async (values, helpers) => {
      const result = await submitApplication(toApplicationForm(values));
      if ('error' in result) {
        helpers.fail(result.error);
        return;
      }
      setSent(true);
    },
  });

  const countryOptions = useMemo(
    () =>
      (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name })).sort((a, b) => a.label.localeCompare(b.label, language)),
    [countries.data, language],
  );
  const chamberOptions = useMemo(
    () => (chambers.data ?? []).map((chamber) => ({ value: String(chamber.id), label: chamber.name })).sort((a, b) => a.label.localeCompare(b.label, language)),
    [chambers.data, language],
  );

  return (
    <PublicPage>
      <PageHead />
      <MembershipApplicationScreen
        values={form.values}
        errors={form.visibleErrors as ApplicationErrors}
        sectors={sectorOptions(sectors.data ?? [], language)}
        countries={countryOptions}
        chambers={chamberOptions}
        onChange={(field, value) => form.setValue(field, value)}
        onTermsChange={(accepted) => form.setValue('acceptTerms', accepted)}
        onBlur={(field) => form.blur(field)}
        onSubmit={() => void form.submit()}
        submitting={form.submitting}
        formError={form.invalidSubmit}
        serverError={form.serverError}
        sent={sent}
      />
    </PublicPage>
  );
}
