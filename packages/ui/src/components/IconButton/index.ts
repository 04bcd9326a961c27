export { IconButton, iconButtonVariants, iconButtonSizes } from './IconButton';
export type { IconButtonProps, IconButtonVariant, IconButtonSize } from './IconButton';
