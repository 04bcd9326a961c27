export { AppPromotion, appFeatures } from './AppPromotion';
export type { AppPromotionProps, AppFeature } from './AppPromotion';
