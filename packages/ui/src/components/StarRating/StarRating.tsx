import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Star } from 'lucide-react';
import { FieldMessage } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import { cx } from '../../styles/cx';
import * as styles from './StarRating.css';

export const starRatingSizes = ['sm', 'md', 'lg'] as const;
export type StarRatingSize = (typeof starRatingSizes)[number];

const iconSize: Record<StarRatingSize, number> = { sm: 14, md: 18, lg: 28 };
const STARS = [1, 2, 3, 4, 5] as const;

/** Spec public §9: stars 1 to 5, the average rounded to one decimal. */
export function roundAverage(average: number): number {
  return Math.round(Math.min(5, Math.max(0, average)) * 10) / 10;
}

export interface StarRatingProps {
  /** Average score, 0 to 5. */
  average: number;
  /** Number of reviews; when given, the summary reads '4,3 (12 avis)' ('4.3 (12 reviews)' in English). */
  count?: number;
  size?: StarRatingSize;
  /** Hides the text summary (a card that shows the count elsewhere). */
  hideSummary?: boolean;
  className?: string;
}

/**
 * One star of a read-only rating: lucide's star drawn through `<use>` from a symbol the first star of the rating
 * defines, so that the star's outline is written once per rating, not ten times (five outlines, up to five fills: the
 * stars of a member page with many ratings were a large share of its HTML). The symbol's star inherits the fill and the colour of
 * the star that uses it: the same drawing as lucide's own `<Star>`.
 */
function StarGlyph({ shape, defines, size, filled }: { shape: string; defines: boolean; size: number; filled: boolean }) {
  return (
    <svg className="lucide lucide-star" width={size} height={size} viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} aria-hidden="true">
      {defines ? (
        <defs>
          <symbol id={shape} viewBox="0 0 24 24">
            <Star fill="inherit" />
          </symbol>
        </defs>
      ) : null}
      <use href={`#${shape}`} />
    </svg>
  );
}

/** Read-only stars with the average to one decimal and the number of reviews. */
export function StarRating({ average, count, size = 'md', hideSummary = false, className }: StarRatingProps) {
  const intl = useIntl();
  const shape = `${useId()}star`;
  const rounded = roundAverage(average);
  // Spec public §9: one decimal, always shown ('4,0'), written as the locale writes numbers (a comma in French).
  const averageText = intl.formatNumber(rounded, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={cx(styles.root, className)} data-size={size}>
      <span role="img" aria-label={intl.formatMessage({ id: 'ui.starRating.label' }, { average: averageText })} className={styles.stars}>
        {STARS.map((position) => {
          const fill = Math.min(1, Math.max(0, rounded - (position - 1)));
          return (
            <span key={position} className={styles.star}>
              <StarGlyph shape={shape} defines={position === 1} size={iconSize[size]} filled={false} />
              {fill > 0 ? (
                <span className={styles.starFill} style={{ width: `${fill * 100}%` }}>
                  <StarGlyph shape={shape} defines={false} size={iconSize[size]} filled />
                </span>
              ) : null}
            </span>
          );
        })}
      </span>
      {hideSummary ? null : (
        <span className={styles.summary[size]}>
          {count === undefined ? averageText : intl.formatMessage({ id: 'ui.starRating.summary' }, { average: averageText, count })}
        </span>
      )}
    </span>
  );
}

export interface StarRatingInputProps {
  /** Chosen score 1 to 5; 0 means none yet. */
  value: number;
  onChange: (value: number) => void;
  /** Group label; 'Note' / 'Rating' by default. */
  label?: ReactNode;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  size?: StarRatingSize;
  className?: string;
}

/** The review form's star picker (spec public §2.5): five native radios, so arrows move and choose, Tab enters once. */
export function StarRatingInput({ value, onChange, label, name, required, disabled, error, size = 'lg', className }: StarRatingInputProps) {
  const intl = useIntl();
  const generated = useId();
  const groupName = name ?? `rating-${generated}`;
  const errorId = `${generated}-error`;
  const [hovered, setHovered] = useState(0);
  const lit = hovered || value;
  return (
    <fieldset className={cx(styles.fieldset, className)} disabled={disabled} aria-describedby={error ? errorId : undefined} data-size={size}>
      <legend className={styles.legend}>
        {label ?? intl.formatMessage({ id: 'ui.starRating.inputLabel' })}
        {required ? (
          <span aria-hidden="true" className={fieldStyles.requiredMarker}>
            *
          </span>
        ) : null}
      </legend>
      <span className={styles.options} onMouseLeave={() => setHovered(0)}>
        {STARS.map((score) => {
          const id = `${groupName}-${score}`;
          return (
            <span key={score}>
              <input
                type="radio"
                id={id}
                name={groupName}
                value={score}
                checked={value === score}
                required={required}
                aria-invalid={error ? true : undefined}
                className={styles.radio}
                onChange={() => {
                  // A keyboard choice must show at once, even with the pointer resting on another star.
                  setHovered(0);
                  onChange(score);
                }}
              />
              <label htmlFor={id} className={styles.optionLabel} data-lit={score <= lit} onMouseEnter={() => setHovered(score)}>
                <Star aria-hidden="true" size={iconSize[size]} fill={score <= lit ? 'currentColor' : 'none'} />
                <span className={fieldStyles.visuallyHidden}>{intl.formatMessage({ id: 'ui.starRating.option' }, { value: score })}</span>
              </label>
            </span>
          );
        })}
      </span>
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </fieldset>
  );
}
