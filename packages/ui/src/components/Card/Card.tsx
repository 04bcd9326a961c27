import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

export const cardVariants = ['outlined', 'elevated', 'filled'] as const;
export type CardVariant = (typeof cardVariants)[number];

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

const card = cva(styles.base, { variants: { variant: styles.variant, padding: styles.padding }, defaultVariants: { variant: 'outlined', padding: 'md' } });

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  variant?: CardVariant;
  padding?: CardPadding;
  /** 'article' for self-contained content (a member), 'section' for a titled part of a page. */
  as?: 'div' | 'article' | 'section';
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Heading level of the title, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the top right (an edit IconButton, a menu). */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

export function Card({
  variant = 'outlined',
  padding = 'md',
  as: Element = 'div',
  title,
  subtitle,
  headingLevel = 3,
  actions,
  footer,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element {...rest} data-variant={variant} className={card({ variant, padding, className })}>
      {title !== undefined || actions !== undefined ? (
        <div className={styles.header}>
          <div>
            {title !== undefined ? <Heading className={styles.title}>{title}</Heading> : null}
            {subtitle !== undefined ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children !== undefined ? <div className={styles.body}>{children}</div> : null}
      {footer !== undefined ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
