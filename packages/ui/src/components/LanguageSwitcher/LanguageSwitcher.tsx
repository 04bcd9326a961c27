import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Check, ChevronDown } from 'lucide-react';
import { FlagFr, FlagGb } from './flags';
import { cx } from '../../styles/cx';
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
  /** Class of the switcher's outer element. */
  className?: string;
}

/**
 * The header's language pop-up (spec public §2.2, §2.7; admin header): each language with its flag, a check on
 * the active one; closes on a click outside, on Escape, when focus leaves it and after a choice.
 * A disclosure (a button and the list it shows) rather than a floating-layer library: it sits in the header of
 * every public page, so it must cost next to nothing in the initial script (DESIGN.md budgets).
 */
export function LanguageSwitcher({
  value,
  onChange,
  languages = defaultLanguages,
  variant = 'default',
  defaultOpen = false,
  className,
}: LanguageSwitcherProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const popupId = useId();
  const activeIndex = Math.max(
    0,
    languages.findIndex((language) => language.code === value),
  );
  const active = languages[activeIndex];
  const code = (active?.code ?? value).toUpperCase();

  // Opening moves focus to the active language, so arrows and Enter work at once.
  useEffect(() => {
    if (open) optionRefs.current[activeIndex]?.focus();
    // Only on opening: a language change while open must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    // Native focusout: it bubbles under React and Preact alike. A null relatedTarget (a click on something that
    // takes no focus, as Safari does with buttons) is left to the pointer listener.
    const closeOnFocusLeaving = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    root.addEventListener('focusout', closeOnFocusLeaving);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      root.removeEventListener('focusout', closeOnFocusLeaving);
    };
  }, [open]);

  const closeToTrigger = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeToTrigger();
      return;
    }
    const options = optionRefs.current.slice(0, languages.length);
    const current = options.findIndex((option) => option === document.activeElement);
    const last = languages.length - 1;
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = current === -1 ? activeIndex : current === last ? 0 : current + 1;
    else if (event.key === 'ArrowUp') next = current === -1 ? activeIndex : current === 0 ? last : current - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    options[next]?.focus();
  };

  return (
    <div ref={rootRef} className={cx(styles.root, className)} onKeyDown={onKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        data-variant={variant}
        aria-expanded={open}
        aria-controls={popupId}
        // The visible code is part of the name (WCAG 2.5.3 label in name).
        aria-label={intl.formatMessage({ id: 'ui.languageSwitcher.trigger' }, { language: active?.label ?? value, code })}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {active ? <span className={styles.flag}>{active.flag}</span> : null}
        <span>{code}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <div id={popupId} className={styles.popup} hidden={!open}>
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'ui.languageSwitcher.menu' })}>
          {languages.map((language, index) => {
            const isActive = index === activeIndex;
            return (
              <li key={language.code}>
                <button
                  ref={(element) => {
                    optionRefs.current[index] = element;
                  }}
                  type="button"
                  lang={language.code}
                  className={styles.option}
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => {
                    closeToTrigger();
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
      </div>
    </div>
  );
}
