import type { ReactNode } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { FormField, describedBy, useFieldIds } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import type { TextFieldSize } from '../TextField';
import { useUi } from '../../provider/UiProvider';
import * as styles from './Select.css';

/** The value of the "all ..." option: no filter (spec public §2.3: 'all countries', 'all sectors'). */
export const selectAllValue = '';

// Radix forbids an empty item value (it means "no selection"), so the "all" option travels under this token inside.
const ALL_TOKEN = '__all__';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Decorative content before the label (a country flag). */
  icon?: ReactNode;
}

export interface SelectProps {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** Form field name (a hidden native select carries the value in a form). */
  name?: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Text shown while nothing is chosen (when there is no "all ..." option). */
  placeholder?: string;
  /** Label of an "all ..." option listed first; choosing it gives `selectAllValue` (''), meaning no filter. */
  allOption?: string;
  size?: TextFieldSize;
  className?: string;
}

function toInner(value: string | undefined, hasAll: boolean): string | undefined {
  if (value === undefined) return undefined;
  return hasAll && value === selectAllValue ? ALL_TOKEN : value;
}

/** A labelled single choice on Radix Select, with an optional "all ..." option for filters. */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  required,
  disabled,
  id,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  allOption,
  size = 'md',
  className,
}: SelectProps) {
  const { themeClass } = useUi();
  const ids = useFieldIds(id);
  const hasAll = allOption !== undefined;
  const invalid = Boolean(error);
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} ids={ids} className={className}>
      <RadixSelect.Root
        name={name}
        required={required}
        disabled={disabled}
        value={toInner(value, hasAll)}
        defaultValue={toInner(defaultValue ?? (hasAll && value === undefined ? selectAllValue : undefined), hasAll)}
        onValueChange={(inner) => onValueChange?.(inner === ALL_TOKEN ? selectAllValue : inner)}
      >
        <RadixSelect.Trigger
          id={ids.controlId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, hint, error)}
          data-size={size}
          data-invalid={invalid}
          data-disabled={Boolean(disabled)}
          className={`${fieldStyles.controlBox} ${fieldStyles.controlSize[size]} ${styles.trigger}`}
        >
          <span className={styles.value}>
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon className={styles.chevron}>
            <ChevronDown aria-hidden="true" size={18} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content position="popper" sideOffset={4} className={`${themeClass} ${styles.content}`}>
            <RadixSelect.Viewport className={styles.viewport}>
              {hasAll ? <SelectItem value={ALL_TOKEN} label={allOption} /> : null}
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value} label={option.label} icon={option.icon} disabled={option.disabled} />
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FormField>
  );
}

function SelectItem({ value, label, icon, disabled }: { value: string; label: string; icon?: ReactNode; disabled?: boolean }) {
  return (
    <RadixSelect.Item value={value} disabled={disabled} className={styles.item}>
      <RadixSelect.ItemIndicator className={styles.itemIndicator}>
        <Check aria-hidden="true" size={16} />
      </RadixSelect.ItemIndicator>
      {/* The icon sits inside ItemText so that the trigger, which copies ItemText, shows it too. */}
      <RadixSelect.ItemText>
        {icon ? (
          <span aria-hidden="true" className={styles.itemIcon}>
            {icon}
          </span>
        ) : null}
        {label}
      </RadixSelect.ItemText>
    </RadixSelect.Item>
  );
}
