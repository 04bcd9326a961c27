import { cva } from 'class-variance-authority';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import type { HTMLAttributes } from 'react';
import * as styles from './Logo.css';

export const logoSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type LogoSize = (typeof logoSizes)[number];

export const logoShapes = ['square', 'circle'] as const;
export type LogoShape = (typeof logoShapes)[number];

const logo = cva(styles.base, {
  variants: { size: styles.size, shape: styles.shape, placeholder: styles.placeholder },
  defaultVariants: { size: 'md', shape: 'square', placeholder: false },
});

/** What stands in for a missing or broken image: a building icon, or the name's first letter. */
export const logoFallbacks = ['icon', 'initial'] as const;
export type LogoFallback = (typeof logoFallbacks)[number];

export interface LogoProps extends HTMLAttributes<HTMLSpanElement> {
  /** The company (or chamber) the logo belongs to: the accessible name and the source of the initial. */
  name: string;
  src?: string | null;
  size?: LogoSize;
  shape?: LogoShape;
  fallback?: LogoFallback;
  /**
   * 'lazy' (default): lists of logos (member cards, partners) download as they come near the screen and leave the
   * bandwidth to the page's first view. 'eager' for a logo at the top of a page.
   */
  loading?: 'lazy' | 'eager';
}

/** First letter of the name, accents kept ('É' for 'Élysée'), skipping leading punctuation. */
export function initialOf(name: string): string {
  const letter = /[\p{L}\p{N}]/u.exec(name.trim());
  return letter ? letter[0].toLocaleUpperCase('fr-FR') : '?';
}

/** A company logo; a placeholder when the source is missing or fails to load. */
export function Logo({ name, src, size = 'md', shape = 'square', fallback = 'icon', loading = 'lazy', className, ...rest }: LogoProps) {
  // The source that failed: another source is tried again.
  const [brokenSrc, setBrokenSrc] = useState<string | null>();
  const showImage = Boolean(src) && brokenSrc !== src;
  return (
    <span
      {...rest}
      role="img"
      aria-label={name}
      data-size={size}
      data-state={showImage ? 'image' : 'placeholder'}
      className={logo({ size, shape, placeholder: !showImage, className })}
    >
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt="" loading={loading} onError={() => setBrokenSrc(src)} />
      ) : fallback === 'initial' ? (
        <span aria-hidden="true">{initialOf(name)}</span>
      ) : (
        <Building2 aria-hidden="true" size="55%" />
      )}
    </span>
  );
}
