import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './PageHeader.css';

export const pageHeaderVariants = ['plain', 'banded'] as const;
export type PageHeaderVariant = (typeof pageHeaderVariants)[number];

const pageHeader = cva(styles.root, { variants: { variant: styles.variant }, defaultVariants: { variant: 'plain' } });

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** A Breadcrumb above the title. */
  breadcrumb?: ReactNode;
  /** Page-level actions (add a member, export). */
  actions?: ReactNode;
  variant?: PageHeaderVariant;
}

export function PageHeader({ title, description, breadcrumb, actions, variant = 'plain', className, ...rest }: PageHeaderProps) {
  return (
    <header {...rest} data-variant={variant} className={pageHeader({ variant, className })}>
      {breadcrumb}
      <div className={styles.row}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {description !== undefined ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
