import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const names = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const sector = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** A status and the mark of an application left unanswered for 30 days. */
export const statusCell = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
