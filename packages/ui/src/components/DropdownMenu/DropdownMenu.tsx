import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { Settings } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ProviderLink as Link } from '../../provider/LinkProvider';
import { useUi } from '../../provider/UiProvider';
import { IconButton, type IconButtonProps } from '../IconButton';
import { cx } from '../../styles/cx';
import * as styles from './DropdownMenu.css';

export type DropdownMenuProps = RadixDropdownMenu.DropdownMenuProps;

/** A menu of actions or links (Radix): arrow keys move, Enter chooses, Escape and a click outside close it. */
export function DropdownMenu(props: DropdownMenuProps) {
  return <RadixDropdownMenu.Root {...props} />;
}

export const DropdownMenuTrigger = RadixDropdownMenu.Trigger;
export type DropdownMenuTriggerProps = RadixDropdownMenu.DropdownMenuTriggerProps;

export const DropdownMenuGroup = RadixDropdownMenu.Group;
export type DropdownMenuGroupProps = RadixDropdownMenu.DropdownMenuGroupProps;

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Content>;

/** The menu panel, rendered in a portal that carries the provider's theme. */
export function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...props }: DropdownMenuContentProps) {
  const { themeClass } = useUi();
  return (
    <RadixDropdownMenu.Portal>
      <RadixDropdownMenu.Content {...props} sideOffset={sideOffset} align={align} className={cx(themeClass, styles.content, className)} />
    </RadixDropdownMenu.Portal>
  );
}

export const dropdownMenuItemTones = ['default', 'danger'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

export interface DropdownMenuItemProps extends Omit<ComponentPropsWithRef<typeof RadixDropdownMenu.Item>, 'asChild'> {
  /** Makes the item a link (rendered with the provider's link component), e.g. to /secteurs. */
  href?: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  tone?: DropdownMenuItemTone;
}

export function DropdownMenuItem({ href, icon, tone = 'default', className, children, ...props }: DropdownMenuItemProps) {
  const classes = cx(styles.item, className);
  const content = (
    <>
      {icon ? (
        <span aria-hidden="true" className={styles.itemIcon}>
          {icon}
        </span>
      ) : null}
      {children}
    </>
  );
  if (href !== undefined) {
    return (
      <RadixDropdownMenu.Item {...props} asChild className={classes} data-tone={tone}>
        <Link href={href}>{content}</Link>
      </RadixDropdownMenu.Item>
    );
  }
  return (
    <RadixDropdownMenu.Item {...props} className={classes} data-tone={tone}>
      {content}
    </RadixDropdownMenu.Item>
  );
}

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Label>;

export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return <RadixDropdownMenu.Label {...props} className={cx(styles.label, className)} />;
}

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Separator>;

export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return <RadixDropdownMenu.Separator {...props} className={cx(styles.separator, className)} />;
}

export interface SettingsMenuTriggerProps extends Omit<IconButtonProps, 'label' | 'icon'> {
  /** Accessible name; 'Paramètres' / 'Settings' by default. */
  label?: string;
}

/** The admin header's settings gear (spec admin §2: a Parameters dropdown). Use inside DropdownMenu. */
export function SettingsMenuTrigger({ label, variant = 'ghost', ...props }: SettingsMenuTriggerProps) {
  const intl = useIntl();
  return (
    <RadixDropdownMenu.Trigger asChild>
      <IconButton {...props} variant={variant} label={label ?? intl.formatMessage({ id: 'ui.dropdownMenu.settings' })} icon={<Settings size={20} />} />
    </RadixDropdownMenu.Trigger>
  );
}
