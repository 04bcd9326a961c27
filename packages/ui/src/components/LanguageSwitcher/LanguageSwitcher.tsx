import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Check, ChevronDown } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '../Popover';
import { FlagFr, FlagGb } from './flags';
import * as styles from './LanguageSwitcher.css';

export interface LanguageOption {
  /** Language code, e.g. 'fr'. */
  code: string;
  /** The language's name in itself ('Français', 'English'): readable whatever the current language. */
  label: string;
  flag: ReactNode;
}

/** The product's two languages, French first (the default). */
export const defaultLanguages: readonly LanguageOption[] = [
  { code: 'fr', label: 'Français', flag: <FlagFr /> },
  { code: 'en', label: 'English', flag: <FlagGb /> },
];

export const languageSwitcherVariants = ['default', 'inverse'] as const;
export type LanguageSwitcherVariant = (typeof languageSwitcherVariants)[number];

export interface LanguageSwitcherProps {
  /** Code of the active language. */
  value: string;
  /** Called with the chosen code when the user picks another language. */
  onChange: (code: string) => void;
  languages?: readonly LanguageOption[];
  /** 'inverse' for a dark top bar. */
  variant?: LanguageSwitcherVariant;
  /** Starts open (stories). */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The header's language pop-up (spec public §2.2, §2.7; admin header): each language with its flag, a check on
 * the active one; closes on a click outside, on Escape and after a choice.
 */
export function LanguageSwitcher({ value, onChange, languages = defaultLanguages, variant = 'default', defaultOpen = false, className }: LanguageSwitcherProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const active = languages.find((language) => language.code === value) ?? languages[0];
  const code = (active?.code ?? value).toUpperCase();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        data-variant={variant}
        // The visible code is part of the name (WCAG 2.5.3 label in name).
        aria-label={intl.formatMessage({ id: 'ui.languageSwitcher.trigger' }, { language: active?.label ?? value, code })}
      >
        {active ? <span className={styles.flag}>{active.flag}</span> : null}
        <span>{code}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </PopoverTrigger>
      <PopoverContent aria-label={intl.formatMessage({ id: 'ui.languageSwitcher.menu' })}>
        <ul className={styles.list}>
          {languages.map((language) => {
            const isActive = language.code === active?.code;
            return (
              <li key={language.code}>
                <button
                  type="button"
                  lang={language.code}
                  className={styles.option}
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => {
                    setOpen(false);
                    if (!isActive) onChange(language.code);
                  }}
                >
                  <span className={styles.flag}>{language.flag}</span>
                  <span className={styles.optionLabel}>{language.label}</span>
                  {isActive ? <Check aria-hidden="true" size={16} className={styles.check} /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
