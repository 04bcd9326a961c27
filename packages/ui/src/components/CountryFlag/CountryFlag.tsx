import type { ReactNode } from 'react';
import { Globe } from 'lucide-react';
import { clsx } from 'clsx';
import * as styles from './CountryFlag.css';

// The service names a country's flag by its emoji (two regional indicators, '🇸🇳'). Emoji are not drawn as flags
// where no colour emoji font is installed (Linux, Windows): they show as two boxes or two letters. The flag is
// therefore an image, one per ISO region, that the app ships (`flagImagesPath`; the kit's flagImages.mjs copies
// them into a build and Storybook serves the same files).

/** Where the flag images are served from: `${flagImagesPath}/sn.svg`. flagImages.mjs writes them there. */
export const flagImagesPath = '/flags';

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The ISO region of a flag emoji ('🇫🇷' -> 'FR'), or null when the text is not one flag. */
export function regionOfFlag(icon: string | null | undefined): string | null {
  const points = [...(icon ?? '')].map((char) => char.codePointAt(0) ?? 0);
  if (points.length !== 2 || points.some((p) => p < REGIONAL_INDICATOR_A || p > REGIONAL_INDICATOR_A + 25)) return null;
  return String.fromCharCode(...points.map((p) => p - REGIONAL_INDICATOR_A + 65));
}

export const countryFlagSizes = ['sm', 'md', 'lg'] as const;
export type CountryFlagSize = (typeof countryFlagSizes)[number];

export interface CountryFlagProps {
  /** The country's flag emoji, as the service gives it; a globe when it is missing or not a flag. */
  icon: string | null | undefined;
  size?: CountryFlagSize;
  className?: string;
}

/**
 * A country's flag, decorative: the country's name is always written beside it, so the image has no text of its own.
 * A country the service knows no flag for (or a chamber with no country) shows a globe.
 */
export function CountryFlag({ icon, size = 'sm', className }: CountryFlagProps) {
  const region = regionOfFlag(icon);
  if (region === null) {
    return <Globe className={clsx(styles.globe, styles.size[size], className)} aria-hidden="true" focusable="false" data-flag="none" />;
  }
  return (
    <img
      className={clsx(styles.flag, styles.size[size], className)}
      src={`${flagImagesPath}/${region.toLowerCase()}.svg`}
      alt=""
      aria-hidden="true"
      decoding="async"
      data-flag={region}
    />
  );
}

export interface CountryLabelProps {
  /** The country's flag emoji, as the service gives it (a globe when missing). */
  icon: string | null | undefined;
  /** The country's name, written beside its flag. */
  children: ReactNode;
  className?: string;
}

/** A country's name after its flag, on one line that wraps as text does. */
export function CountryLabel({ icon, children, className }: CountryLabelProps) {
  return (
    <span className={clsx(styles.label, className)}>
      <CountryFlag icon={icon} />
      <span>{children}</span>
    </span>
  );
}

/**
 * The flag of the option a picker has chosen among chambers or countries, drawn in the select beside its name (the
 * browser's list of options shows text only); nothing while none, or "all", is chosen.
 */
export function chosenFlag(options: ReadonlyArray<{ id: number; countryIcon?: string | null }>, chosen: string): ReactNode {
  const option = options.find((candidate) => String(candidate.id) === chosen);
  return option ? <CountryFlag icon={option.countryIcon} /> : undefined;
}
