import { CompanyProfileScreen, type MemberCompany, type MemberLoadState } from '@annuaire/ui';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { toMemberCompany, useCompanyProfileForm } from '../../shared/companyProfileForm';
import { countryOptions, sectorOptions } from '../../shared/memberMappers';
import { useMemberSave } from '../../shared/useMemberSave';
import { PageHead } from '../../shared/PageHead';
import { useUpdateCompanyMutation } from './memberSpaceApi';
import { useMemberLoad } from './useMemberLoad';

const noCompany: MemberCompany = { name: '' };

/** /apropos: the company profile form (spec public §2.7, §4, §5) over the signed-in user's company. */
export default function CompanyProfileContainer() {
  const language = useAppSelector((state) => state.language.current);
  const member = useMemberLoad({ reference: true });
  const [updateCompany] = useUpdateCompanyMutation();

  const { save, run } = useMemberSave(member.companyId, member.reloadCompany);
  const profile = useCompanyProfileForm({
    company: member.company,
    language,
    saving: save.saving === true,
    save: async (form) => {
      let failure: unknown;
      await run(async (id) => {
        const result = await updateCompany({ id, form });
        failure = result.error;
        return result;
      });
      return failure;
    },
  });

  const load: MemberLoadState = member.load.status === 'ready' && !profile.adopted ? { status: 'loading' } : member.load;
  const company = useMemo(() => (member.company ? toMemberCompany(member.company, language) : noCompany), [member.company, language]);
  // the same lists as the public search's: names in the interface language, in its alphabetical order
  const sectors = useMemo(() => sectorOptions(member.sectors, language), [member.sectors, language]);
  const countries = useMemo(() => countryOptions(member.countries, language), [member.countries, language]);

  return (
    <>
      <PageHead />
      <CompanyProfileScreen load={load} onRetry={member.retry} company={company} sectors={sectors} countries={countries} save={save} {...profile.form} />
    </>
  );
}
