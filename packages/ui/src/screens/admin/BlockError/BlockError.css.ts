import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });
