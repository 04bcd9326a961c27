import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, color: vars.color.textMuted });

export const report = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const counts = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
