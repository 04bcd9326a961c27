import { cva } from 'class-variance-authority';
import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../../styles/cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

const skeleton = cva(styles.base, { variants: { shape: styles.shape }, defaultVariants: { shape: 'text' } });

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  shape?: SkeletonShape;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** For text: the number of lines; the last one is shorter, like a paragraph. */
  lines?: number;
}

/**
 * A placeholder while content loads. Hidden from assistive technology: the loading region itself
 * says it is busy (aria-busy) or shows a Spinner with a label.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className, style, ...rest }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span {...rest} aria-hidden="true" data-shape={shape} className={cx(styles.group, className)} style={{ width, ...style }}>
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={skeleton({ shape })} style={{ width: index === lines - 1 ? '60%' : '100%', height }} />
        ))}
      </span>
    );
  }
  const size = shape === 'circle' ? (width ?? height ?? '2.5rem') : undefined;
  return (
    <span
      {...rest}
      aria-hidden="true"
      data-shape={shape}
      className={skeleton({ shape, className })}
      style={{ width: size ?? width ?? '100%', height: size ?? height ?? (shape === 'rect' ? '8rem' : undefined), ...style }}
    />
  );
}
