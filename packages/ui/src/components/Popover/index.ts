export { Popover, PopoverTrigger, PopoverAnchor, PopoverClose, PopoverContent } from './Popover';
export type { PopoverProps, PopoverTriggerProps, PopoverAnchorProps, PopoverCloseProps, PopoverContentProps } from './Popover';
