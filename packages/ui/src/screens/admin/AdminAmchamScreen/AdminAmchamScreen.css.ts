import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const flag = style({ display: 'inline-flex', justifyContent: 'center', width: '2rem', flexShrink: 0 });

export const names = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const muted = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const wrap = style({ overflowWrap: 'anywhere' });
