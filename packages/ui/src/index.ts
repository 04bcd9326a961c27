// @annuaire/ui public entry. Named exports only; each component folder's index.ts re-exports its parts.
export { vars, breakpoints, media } from './theme/contract.css';
export { chamberTheme } from './theme/themes/chamber.css';
export { evergreenTheme } from './theme/themes/evergreen.css';
