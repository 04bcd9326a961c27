import { Card, CompanyProfileScreen, memberStatuses, Select, type MemberCompany, type MemberLoadState, type MemberStatus } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { directoryApi } from '../../data/directoryApi';
import { apiErrorOf } from '../../data/serviceCall';
import { useCountriesQuery, useSectorsQuery } from '../../data/reference';
import { countryOptions, sectorOptions, toMemberCompany, useCompanyProfileForm } from '../../shared/companyProfileForm';
import { useMemberSave } from '../../shared/useMemberSave';
import { PageHead } from '../../shared/PageHead';
import { useAdminMemberQuery, useUpdateMemberMutation } from './adminMembersApi';
import { MemberOutOfScope, useMemberInScope } from './MemberOutOfScope';

const statusMessage: Record<MemberStatus, string> = {
  ACTIVE: 'admin.members.status.active',
  INACTIVE: 'admin.members.status.inactive',
  PENDING: 'admin.members.status.pending',
};
const noCompany: MemberCompany = { name: '' };

/**
 * /admin/membres/{id}/edit: the member profile form of /apropos, in the admin frame, plus the
 * member's status, saved together with PUT /api/companies/{id}.
 */
export default function AdminMemberEditContainer() {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.current);
  const idParam = Number(useParams().id);
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : null;
  const member = useAdminMemberQuery(id ?? skipToken);
  const sectors = useSectorsQuery();
  const countries = useCountriesQuery();
  const [updateMember] = useUpdateMemberMutation();
  const [status, setStatus] = useState<MemberStatus>();

  const dispatch = useAppDispatch();
  // by its tag, not member.refetch(): the reload may run after the page is left, when the query is no longer there
  const { save, run } = useMemberSave(id, () => {
    if (id !== null) dispatch(directoryApi.util.invalidateTags([{ type: 'Company', id }]));
  });
  const current = member.currentData;
  const chosenStatus = status ?? current?.status ?? 'ACTIVE';
  const profile = useCompanyProfileForm({
    company: current,
    language,
    saving: save.saving === true,
    websiteRequired: false,
    save: async (form) => {
      let failure: unknown;
      await run(async (memberId) => {
        const result = await updateMember({ id: memberId, form: { ...form, status: chosenStatus } });
        failure = result.error;
        return result;
      });
      return failure;
    },
  });

  const memberError = apiErrorOf(member.error);
  const load: MemberLoadState = member.isError
    ? { status: 'error', message: memberError?.message }
    : sectors.isError || countries.isError
      ? { status: 'error' }
      : current && profile.adopted && sectors.data && countries.data
        ? { status: 'ready' }
        : { status: 'loading' };
  const company = useMemo(() => (current ? toMemberCompany(current, language) : noCompany), [current, language]);
  const inScope = useMemberInScope(current);

  if (inScope === false)
    return (
      <>
        <PageHead values={{ name: member.currentData?.name ?? '' }} />
        <MemberOutOfScope />
      </>
    );

  return (
    <>
      <PageHead values={{ name: member.currentData?.name ?? '' }} />
      <CompanyProfileScreen
        load={load}
        onRetry={() => void member.refetch()}
        company={company}
        sectors={sectorOptions(sectors.data ?? [], language)}
        countries={countryOptions(countries.data ?? [])}
        save={save}
        {...profile.form}
        onCancel={() => {
          setStatus(undefined);
          profile.form.onCancel();
        }}
        dirty={profile.form.dirty || (status !== undefined && status !== current?.status)}
        extraSections={
          <Card as="section" padding="lg" headingLevel={2} title={intl.formatMessage({ id: 'app.admin.edit.statusTitle' })}>
            <Select
              label={intl.formatMessage({ id: 'app.admin.edit.statusLabel' })}
              value={chosenStatus}
              options={memberStatuses.map((value) => ({ value, label: intl.formatMessage({ id: statusMessage[value] }) }))}
              onValueChange={(value) => setStatus(value as MemberStatus)}
            />
          </Card>
        }
      />
    </>
  );
}
