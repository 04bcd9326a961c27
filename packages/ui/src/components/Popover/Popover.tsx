import type { ComponentPropsWithRef } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import { useUi } from '../../provider/UiProvider';
import { cx } from '../../styles/cx';
import * as styles from './Popover.css';

export type PopoverProps = RadixPopover.PopoverProps;

/** A non-modal floating panel (Radix): closes on a click outside and on Escape, focus returns to the trigger. */
export function Popover(props: PopoverProps) {
  return <RadixPopover.Root {...props} />;
}

export const PopoverTrigger = RadixPopover.Trigger;
export type PopoverTriggerProps = RadixPopover.PopoverTriggerProps;

export const PopoverAnchor = RadixPopover.Anchor;
export type PopoverAnchorProps = RadixPopover.PopoverAnchorProps;

export const PopoverClose = RadixPopover.Close;
export type PopoverCloseProps = RadixPopover.PopoverCloseProps;

export interface PopoverContentProps extends ComponentPropsWithRef<typeof RadixPopover.Content> {
  /** Draws the small arrow pointing at the trigger. */
  withArrow?: boolean;
}

/** The panel, rendered in a portal that carries the provider's theme. */
export function PopoverContent({ className, sideOffset = 6, align = 'end', withArrow = false, children, ...props }: PopoverContentProps) {
  const { themeClass } = useUi();
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content {...props} sideOffset={sideOffset} align={align} className={cx(themeClass, styles.content, className)}>
        {children}
        {withArrow ? <RadixPopover.Arrow className={styles.arrow} width={12} height={6} /> : null}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}
