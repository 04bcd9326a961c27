import { Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { FieldMessageLines } from '../../../components/FormField';
import { TextField } from '../../../components/TextField';
import { visuallyHidden } from '../../../styles/a11y.css';
import { MemberFormFeedback } from '../MemberFormFeedback';
import { MemberStateFrame } from '../MemberStateFrame';
import { ProfileSummaryCard } from '../ProfileSummaryCard';
import type { MemberCompany, MemberLoadState, MemberSaveState } from '../types';
import * as styles from './OpeningHoursScreen.css';

/** The seven days, Monday first, as the service names them (spec public §3: dayOfWeek MONDAY to SUNDAY). */
export const weekDays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type WeekDay = (typeof weekDays)[number];

/** One day of the form: closed, or open with 'HH:MM' times (spec public §3, §4). */
export interface OpeningHoursDay {
  dayOfWeek: WeekDay;
  closed: boolean;
  openingTime: string;
  closingTime: string;
}

export type OpeningHoursTimeField = 'openingTime' | 'closingTime';

/** The visible errors per day and time (the container passes only those of touched or dirty fields). */
export type OpeningHoursErrors = Partial<Record<WeekDay, Partial<Record<OpeningHoursTimeField, string>>>>;

export interface OpeningHoursScreenProps {
  load: MemberLoadState;
  /** Reloads after a load error (spec public §2.7: error box with a retry button). */
  onRetry?: () => void;
  /** The summary card's company; no card when omitted. */
  company?: MemberCompany;
  /** Where the summary card's edit action leads (the profile form). */
  editProfileHref: string;
  /** The seven days, Monday first. */
  days: readonly OpeningHoursDay[];
  errors?: OpeningHoursErrors;
  /** An invalid submit happened: shows 'Veuillez corriger les erreurs dans le formulaire.' */
  formError?: boolean;
  save?: MemberSaveState;
  /** The open/closed checkbox changed; the container applies the toggle rule of spec public §4. */
  onOpenChange: (day: WeekDay, open: boolean) => void;
  onTimeChange: (day: WeekDay, field: OpeningHoursTimeField, value: string) => void;
  onTimeBlur?: (day: WeekDay, field: OpeningHoursTimeField) => void;
  /** Save; not called while a save is in progress (spec public §4). */
  onSubmit: () => void;
}

// A text field rather than type="time": the browser would show 12-hour times in an English-language system
// whatever the page language, while the spec's times and messages are HH:MM on 24 hours (spec public §5).
const TIME_PLACEHOLDER = 'HH:MM';

const dayMessage: Record<WeekDay, string> = {
  MONDAY: 'member.hours.day.monday',
  TUESDAY: 'member.hours.day.tuesday',
  WEDNESDAY: 'member.hours.day.wednesday',
  THURSDAY: 'member.hours.day.thursday',
  FRIDAY: 'member.hours.day.friday',
  SATURDAY: 'member.hours.day.saturday',
  SUNDAY: 'member.hours.day.sunday',
};

/** A short visible label ('Ouverture') whose accessible name says the day too ('Lundi, ouverture'). */
function DayLabel({ text, full }: { text: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className={visuallyHidden}>{full}</span>
    </>
  );
}

/** /horaire: the week's opening hours, one row per day (spec public §2.7, §4, §5). */
export function OpeningHoursScreen({
  load,
  onRetry,
  company,
  editProfileHref,
  days,
  errors = {},
  formError = false,
  save,
  onOpenChange,
  onTimeChange,
  onTimeBlur,
  onSubmit,
}: OpeningHoursScreenProps) {
  const intl = useIntl();
  const saving = save?.saving === true;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return; // spec public §4: a save is ignored while another is in progress
    onSubmit();
  };

  return (
    <MemberStateFrame load={load} onRetry={onRetry} defaultErrorMessage={intl.formatMessage({ id: 'member.hours.loadError' })}>
      <div className={styles.screen}>
        {company ? <ProfileSummaryCard company={company} editHref={editProfileHref} /> : null}
        <Card
          as="section"
          padding="lg"
          headingLevel={2}
          title={intl.formatMessage({ id: 'member.hours.title' })}
          subtitle={intl.formatMessage({ id: 'member.hours.subtitle' })}
        >
          <form noValidate onSubmit={submit} className={styles.form} aria-busy={saving || undefined}>
            <FieldMessageLines>
              {days.map((day) => {
                const dayName = intl.formatMessage({ id: dayMessage[day.dayOfWeek] });
                const dayErrors = errors[day.dayOfWeek] ?? {};
                return (
                  <fieldset key={day.dayOfWeek} className={styles.day} data-closed={day.closed}>
                    <legend className={styles.dayName}>{dayName}</legend>
                    <Checkbox
                      className={styles.openCell}
                      label={
                        <DayLabel
                          text={intl.formatMessage({ id: 'member.hours.open' })}
                          full={intl.formatMessage({ id: 'member.hours.openLabel' }, { day: dayName })}
                        />
                      }
                      checked={!day.closed}
                      onCheckedChange={(open) => onOpenChange(day.dayOfWeek, open)}
                    />
                    {day.closed ? (
                      <p className={styles.closed}>{intl.formatMessage({ id: 'member.hours.closed' })}</p>
                    ) : (
                      <>
                        <TextField
                          className={styles.timeCell}
                          placeholder={TIME_PLACEHOLDER}
                          maxLength={5}
                          autoComplete="off"
                          label={
                            <DayLabel
                              text={intl.formatMessage({ id: 'member.hours.opening' })}
                              full={intl.formatMessage({ id: 'member.hours.openingLabel' }, { day: dayName })}
                            />
                          }
                          required
                          value={day.openingTime}
                          error={dayErrors.openingTime}
                          onChange={(event) => onTimeChange(day.dayOfWeek, 'openingTime', event.target.value)}
                          onBlur={() => onTimeBlur?.(day.dayOfWeek, 'openingTime')}
                        />
                        <TextField
                          className={styles.timeCell}
                          placeholder={TIME_PLACEHOLDER}
                          maxLength={5}
                          autoComplete="off"
                          label={
                            <DayLabel
                              text={intl.formatMessage({ id: 'member.hours.closing' })}
                              full={intl.formatMessage({ id: 'member.hours.closingLabel' }, { day: dayName })}
                            />
                          }
                          required
                          value={day.closingTime}
                          error={dayErrors.closingTime}
                          onChange={(event) => onTimeChange(day.dayOfWeek, 'closingTime', event.target.value)}
                          onBlur={() => onTimeBlur?.(day.dayOfWeek, 'closingTime')}
                        />
                      </>
                    )}
                  </fieldset>
                );
              })}
            </FieldMessageLines>
            <MemberFormFeedback save={save} formError={formError} successMessage={intl.formatMessage({ id: 'member.hours.saved' })} />
            <div className={styles.actions}>
              <Button type="submit" busy={saving} busyLabel={intl.formatMessage({ id: 'member.form.saving' })} leadingIcon={<Save size={16} />}>
                {intl.formatMessage({ id: 'member.hours.save' })}
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </MemberStateFrame>
  );
}
