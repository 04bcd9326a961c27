import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { chamberThemeValues } from './chamberValues';

export { chamberThemeValues };

export const chamberTheme = createTheme(vars, chamberThemeValues);
