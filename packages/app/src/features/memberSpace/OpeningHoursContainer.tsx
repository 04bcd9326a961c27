import { OpeningHoursScreen, type MemberLoadState, type OpeningHoursErrors, type OpeningHoursTimeField, type WeekDay } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { directoryApi } from '../../data/directoryApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageHead } from '../../shared/PageHead';
import { openingHoursSchema, toggleDay, type DayHours } from '../../validation/schemas';
import { toMemberCompany } from '../../shared/companyProfileForm';
import { toOpeningHours, toScreenDays, toSchedules } from './mappers';
import { useMemberSchedulesQuery, useUpdateSchedulesMutation } from './memberSpaceApi';
import { useMemberLoad } from './useMemberLoad';
import { useMemberSave } from '../../shared/useMemberSave';
import { useAppForm, type FormErrors } from '../../shared/useAppForm';
import { useFormRules } from '../../shared/useFormRules';

interface HoursValues {
  days: DayHours[];
}

const timeFields: readonly OpeningHoursTimeField[] = ['openingTime', 'closingTime'];

/** The visible messages of the form (by path, 'days[2].openingTime') as the screen takes them: by day and field. */
function hoursErrors(visible: FormErrors, days: readonly DayHours[]): OpeningHoursErrors {
  const errors: OpeningHoursErrors = {};
  days.forEach((day, index) => {
    for (const field of timeFields) {
      const message = visible[`days[${index}].${field}`];
      if (message !== undefined) errors[day.dayOfWeek] = { ...errors[day.dayOfWeek], [field]: message };
    }
  });
  return errors;
}

/** /horaire: the week's opening hours (spec public §2.7, §4, §5) of the signed-in user's company. */
/** `editProfileHref`: where the summary card's edit action leads (the profile form's page). */
export default function OpeningHoursContainer({ editProfileHref }: { editProfileHref: string }) {
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const member = useMemberLoad();
  const schedulesQuery = useMemberSchedulesQuery(member.companyId ?? skipToken);
  const [updateSchedules] = useUpdateSchedulesMutation();

  const { companyId } = member;
  const reload = useCallback(() => {
    if (companyId !== null) dispatch(directoryApi.util.invalidateTags([{ type: 'Schedules', id: companyId }]));
  }, [dispatch, companyId]);
  const { save, run } = useMemberSave(companyId, reload);

  // spec public §4: a new form opens with the defaults; loaded entries set each day.
  const initialValues = useMemo(() => ({ days: toOpeningHours(schedulesQuery.data ?? []) }), [schedulesQuery.data]);
  const { schema } = useFormRules(openingHoursSchema);
  const form = useAppForm<HoursValues>({
    initialValues,
    schema,
    onSubmit: async (values) => {
      await run((id) => updateSchedules({ id, schedules: toSchedules(values.days) }));
    },
  });

  const load: MemberLoadState =
    member.load.status !== 'ready'
      ? member.load
      : schedulesQuery.isLoading || schedulesQuery.isUninitialized
        ? { status: 'loading' }
        : schedulesQuery.isError
          ? { status: 'error' } // the screen's own 'Erreur lors du chargement des horaires'
          : member.load;

  const { refetch: refetchSchedules, isError: schedulesFailed } = schedulesQuery;
  const { retry: retryMember } = member;
  const retry = useCallback(() => {
    retryMember();
    if (schedulesFailed) void refetchSchedules();
  }, [retryMember, schedulesFailed, refetchSchedules]);

  const days = form.values.days;
  const indexOf = (dayOfWeek: WeekDay) => days.findIndex((day) => day.dayOfWeek === dayOfWeek);
  const changeDay = (dayOfWeek: WeekDay, change: (day: DayHours) => DayHours, fields: readonly string[]) => {
    const index = indexOf(dayOfWeek);
    const day = days[index];
    if (!day) return;
    form.setValues(
      { days: days.map((current, position) => (position === index ? change(current) : current)) },
      fields.map((field) => `days[${index}].${field}`),
    );
  };

  const company = useMemo(() => (member.company ? toMemberCompany(member.company, language) : undefined), [member.company, language]);

  return (
    <>
      <PageHead />
      <OpeningHoursScreen
        load={load}
        onRetry={retry}
        company={company}
        editProfileHref={editProfileHref}
        days={toScreenDays(days)}
        errors={hoursErrors(form.visibleErrors, days)}
        // spec public §5: an invalid submit says 'Veuillez corriger les erreurs dans le formulaire.'
        formError={form.invalidSubmit}
        save={save}
        // spec public §4: open sets 09:00-18:00 and checks both times; closed empties them and drops the checks.
        onOpenChange={(dayOfWeek, open) => changeDay(dayOfWeek, (day) => toggleDay(day, !open), ['closed', 'openingTime', 'closingTime'])}
        onTimeChange={(dayOfWeek, field, value) => changeDay(dayOfWeek, (day) => ({ ...day, [field]: value }), [field])}
        onTimeBlur={(dayOfWeek, field) => form.blur(`days[${indexOf(dayOfWeek)}].${field}`)}
        onSubmit={() => {
          if (!save.saving) void form.submit(); // spec public §4: ignored while a save is in progress
        }}
      />
    </>
  );
}
