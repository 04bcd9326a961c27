export { Card, cardVariants, cardPaddings } from './Card';
export type { CardProps, CardVariant, CardPadding } from './Card';
