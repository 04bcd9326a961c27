export { Button, ButtonLink, buttonVariants, buttonSizes } from './Button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './Button';
