import { OpeningHoursScreen, type MemberLoadState, type OpeningHoursErrors, type OpeningHoursTimeField, type WeekDay } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { directoryApi } from '../../data/directoryApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../shared/usePageMeta';
import { translator } from '../../i18n/messages';
import { openingHoursSchema, toggleDay, type DayHours } from '../../validation/schemas';
import { toMemberCompany } from '../../shared/companyProfileForm';
import { toOpeningHours, toScreenDays, toSchedules } from './mappers';
import { useMemberSchedulesQuery, useUpdateSchedulesMutation } from './memberSpaceApi';
import { useMemberLoad } from './useMemberLoad';
import { useMemberSave } from '../../shared/useMemberSave';

interface HoursValues {
  days: DayHours[];
}

const timeFields: readonly OpeningHoursTimeField[] = ['openingTime', 'closingTime'];

/** spec public §5: a day's time errors show only once the field is touched or changed. */
function visibleHoursErrors(
  errors: FormikErrors<HoursValues>,
  touched: FormikTouched<HoursValues>,
  values: readonly DayHours[],
  initial: readonly DayHours[],
): OpeningHoursErrors {
  const visible: OpeningHoursErrors = {};
  const dayErrors = Array.isArray(errors.days) ? errors.days : [];
  const dayTouched = Array.isArray(touched.days) ? touched.days : [];
  values.forEach((day, index) => {
    const error = dayErrors[index];
    if (typeof error !== 'object' || error === null) return;
    for (const field of timeFields) {
      const message = error[field];
      const wasTouched = dayTouched[index]?.[field] === true;
      const changed = day[field] !== initial[index]?.[field];
      if (typeof message === 'string' && (wasTouched || changed)) visible[day.dayOfWeek] = { ...visible[day.dayOfWeek], [field]: message };
    }
  });
  return visible;
}

/** /horaire: the week's opening hours (spec public §2.7, §4, §5) of the signed-in user's company. */
export default function OpeningHoursContainer() {
  usePageMeta('app.page.memberHours.title', 'app.page.memberHours.description');
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const member = useMemberLoad();
  const schedulesQuery = useMemberSchedulesQuery(member.companyId ?? skipToken);
  const [updateSchedules] = useUpdateSchedulesMutation();
  const [formError, setFormError] = useState(false);

  const { companyId } = member;
  const reload = useCallback(() => {
    if (companyId !== null) dispatch(directoryApi.util.invalidateTags([{ type: 'Schedules', id: companyId }]));
  }, [dispatch, companyId]);
  const { save, run } = useMemberSave(companyId, reload);

  // spec public §4: a new form opens with the defaults; loaded entries set each day.
  const initialDays = useMemo(() => toOpeningHours(schedulesQuery.data ?? []), [schedulesQuery.data]);
  const initialValues = useMemo(() => ({ days: initialDays }), [initialDays]);
  const schema = useMemo(() => openingHoursSchema(translator(language)), [language]);
  const formik = useFormik<HoursValues>({ initialValues, enableReinitialize: true, validationSchema: schema, onSubmit: () => undefined });

  const { validateForm } = formik;
  useEffect(() => {
    void validateForm();
  }, [schema, validateForm]);

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

  const indexOf = (dayOfWeek: WeekDay) => formik.values.days.findIndex((day) => day.dayOfWeek === dayOfWeek);

  const submit = async () => {
    if (save.saving) return; // spec public §4: ignored while a save is in progress
    const errors = await formik.validateForm();
    await formik.setTouched({ days: formik.values.days.map(() => ({ openingTime: true, closingTime: true })) }, false);
    if (Object.keys(errors).length > 0) {
      setFormError(true);
      return;
    }
    setFormError(false);
    await run((id) => updateSchedules({ id, schedules: toSchedules(formik.values.days) }));
  };

  // Formik adopts new initial values one render late (enableReinitialize): until then show the loaded ones.
  const reinitialised = JSON.stringify(formik.initialValues) === JSON.stringify(initialValues);
  const days = reinitialised ? formik.values.days : initialDays;
  const company = useMemo(() => (member.company ? toMemberCompany(member.company, language) : undefined), [member.company, language]);

  return (
    <OpeningHoursScreen
      load={load}
      onRetry={retry}
      company={company}
      days={toScreenDays(days)}
      errors={reinitialised ? visibleHoursErrors(formik.errors, formik.touched, formik.values.days, initialDays) : {}}
      formError={formError && Object.keys(formik.errors).length > 0}
      save={save}
      onOpenChange={(dayOfWeek, open) => {
        const index = indexOf(dayOfWeek);
        const day = formik.values.days[index];
        // spec public §4: open sets 09:00-18:00 and checks both times; closed empties them and drops the checks.
        if (day) void formik.setFieldValue(`days.${index}`, toggleDay(day, !open));
      }}
      onTimeChange={(dayOfWeek, field, value) => void formik.setFieldValue(`days.${indexOf(dayOfWeek)}.${field}`, value)}
      onTimeBlur={(dayOfWeek, field) => void formik.setFieldTouched(`days.${indexOf(dayOfWeek)}.${field}`, true)}
      onSubmit={() => void submit()}
    />
  );
}
