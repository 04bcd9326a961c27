// The home page's parts below its first screen: a chunk of their own, loaded after the page's code (shared/deferred.tsx).
export { NewsSection } from '@annuaire/ui';
export { PartnersContainer } from './PartnersContainer';
