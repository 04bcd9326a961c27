import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { Settings } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ProviderLink as Link } from '../../provider/LinkProvider';
import { useUi } from '../../provider/UiProvider';
import { IconButton, type IconButtonProps } from '../IconButton';
import { cx } from '../../styles/cx';
import * as styles from './DropdownMenu.css';

type Radix = typeof RadixDropdownMenu;

// Radix's menu machinery (the menu, its positioning, focus and dismiss layers) is most of a page's weight where a menu
// sits in a header (the back-office's settings gear): it loads when the menu is first wanted (the pointer over its
// trigger, the trigger focused, or a menu open from the start), not with the page. Until then the trigger is a plain
// button that opens the menu once it is there.
let radixLoaded: Radix | undefined;
let radixLoading: Promise<Radix> | undefined;
function loadRadix(): Promise<Radix> {
  radixLoading ??= import('@radix-ui/react-dropdown-menu').then((module) => (radixLoaded = module));
  return radixLoading;
}

interface MenuState {
  radix: Radix | undefined;
  shown: boolean;
  /** Starts loading the menu (the trigger is hovered or focused). */
  prepare: () => void;
  /** Opens the menu once it has loaded; `keyboard` then focuses its first item, as Radix does. */
  openSoon: (how: 'pointer' | 'keyboard') => void;
  /** The plain trigger's element: the loaded trigger takes the focus back when it had it (it is a new element). */
  setPlainTrigger: (node: HTMLElement | null) => void;
  /** Whether the loaded trigger is to take the focus (once). */
  takeFocus: () => boolean;
  /** Whether the menu was opened from the keyboard before it had loaded (once). */
  takeKeyboardOpening: () => boolean;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const menu = useContext(MenuContext);
  if (menu === null) throw new Error('A DropdownMenu part is used outside a DropdownMenu');
  return menu;
}

export type DropdownMenuProps = RadixDropdownMenu.DropdownMenuProps;

/** A menu of actions or links (Radix): arrow keys move, Enter chooses, Escape and a click outside close it. */
export function DropdownMenu({ open, defaultOpen = false, onOpenChange, children, ...props }: DropdownMenuProps) {
  const [radix, setRadix] = useState(radixLoaded);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const shown = open ?? ownOpen;
  const plainTrigger = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const openedByKeyboard = useRef(false);
  const change = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const prepare = () => {
    if (radix) return;
    void loadRadix().then((module) => {
      refocus.current = plainTrigger.current !== null && plainTrigger.current === plainTrigger.current.ownerDocument.activeElement;
      setRadix(() => module);
    });
  };
  // a menu open from the start (or opened by its owner) needs its machinery at once
  useEffect(() => {
    if (shown) prepare();
  });
  const menu: MenuState = {
    radix,
    shown,
    prepare,
    openSoon: (how) => {
      openedByKeyboard.current = how === 'keyboard';
      prepare();
      change(true);
    },
    setPlainTrigger: (node) => {
      plainTrigger.current = node;
    },
    takeFocus: () => {
      const take = refocus.current;
      refocus.current = false;
      return take;
    },
    takeKeyboardOpening: () => {
      const take = openedByKeyboard.current;
      openedByKeyboard.current = false;
      return take;
    },
  };
  const parts = <MenuContext.Provider value={menu}>{children}</MenuContext.Provider>;
  if (!radix) return parts;
  return (
    <radix.Root
      {...props}
      open={shown}
      onOpenChange={(next) => {
        openedByKeyboard.current = false;
        change(next);
      }}
    >
      {parts}
    </radix.Root>
  );
}

/** What the plain trigger does before the menu has loaded: Radix's own ways to open it (press, Enter, Space, ↓). */
function plainTriggerProps(menu: MenuState, shown: boolean) {
  return {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': shown,
    'data-state': shown ? 'open' : 'closed',
    ref: menu.setPlainTrigger,
    onPointerEnter: menu.prepare,
    onFocus: menu.prepare,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button === 0 && !event.ctrlKey) menu.openSoon('pointer');
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      menu.openSoon('keyboard');
    },
  };
}

/** The loaded trigger takes the focus back when the plain one had it (the element is a new one). */
function useRefocus(menu: MenuState): Ref<HTMLElement> {
  return (node: HTMLElement | null) => {
    if (node && menu.takeFocus()) node.focus();
  };
}

export type DropdownMenuTriggerProps = RadixDropdownMenu.DropdownMenuTriggerProps;

export function DropdownMenuTrigger({ asChild, children, ...props }: DropdownMenuTriggerProps) {
  const menu = useMenu();
  const refocus = useRefocus(menu);
  if (menu.radix) {
    return (
      <menu.radix.Trigger {...props} asChild={asChild} ref={refocus as Ref<HTMLButtonElement>}>
        {children}
      </menu.radix.Trigger>
    );
  }
  const plain = plainTriggerProps(menu, menu.shown);
  const child = Children.only(children);
  if (asChild && isValidElement(child)) return cloneElement(child as ReactElement<Record<string, unknown>>, { ...props, ...plain });
  return (
    <button type="button" {...props} {...plain}>
      {children}
    </button>
  );
}

export type DropdownMenuGroupProps = RadixDropdownMenu.DropdownMenuGroupProps;

export function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  const { radix } = useMenu();
  return radix ? <radix.Group {...props} /> : null;
}

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Content>;

/** The menu panel, rendered in a portal that carries the provider's theme. */
export function DropdownMenuContent({ className, sideOffset = 6, align = 'end', onFocus, ...props }: DropdownMenuContentProps) {
  const { themeClass } = useUi();
  const menu = useMenu();
  if (!menu.radix) return null;
  const { Portal, Content } = menu.radix;
  return (
    <Portal>
      <Content
        {...props}
        sideOffset={sideOffset}
        align={align}
        className={cx(themeClass, styles.content, className)}
        onFocus={(event) => {
          onFocus?.(event);
          // opened from the keyboard before the menu had loaded: its first item, as Radix does for a keyboard opening
          if (event.target !== event.currentTarget || !menu.takeKeyboardOpening()) return;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
        }}
      />
    </Portal>
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

/** The loaded menu (its content, and so its items, render only once it is there). */
function useRadix(): Radix {
  const { radix } = useMenu();
  if (!radix) throw new Error('A DropdownMenu item renders before its menu has loaded');
  return radix;
}

export function DropdownMenuItem({ href, icon, tone = 'default', className, children, ...props }: DropdownMenuItemProps) {
  const { Item } = useRadix();
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
      <Item {...props} asChild className={classes} data-tone={tone}>
        <Link href={href}>{content}</Link>
      </Item>
    );
  }
  return (
    <Item {...props} className={classes} data-tone={tone}>
      {content}
    </Item>
  );
}

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Label>;

export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  const { Label } = useRadix();
  return <Label {...props} className={cx(styles.label, className)} />;
}

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Separator>;

export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  const { Separator } = useRadix();
  return <Separator {...props} className={cx(styles.separator, className)} />;
}

export interface SettingsMenuTriggerProps extends Omit<IconButtonProps, 'label' | 'icon'> {
  /** Accessible name; 'Paramètres' / 'Settings' by default. */
  label?: string;
}

/** The admin header's settings gear (spec admin §2: a Parameters dropdown). Use inside DropdownMenu. */
export function SettingsMenuTrigger({ label, variant = 'ghost', ...props }: SettingsMenuTriggerProps) {
  const intl = useIntl();
  const menu = useMenu();
  const refocus = useRefocus(menu);
  const gear = (
    <IconButton {...props} variant={variant} label={label ?? intl.formatMessage({ id: 'ui.dropdownMenu.settings' })} icon={<Settings size={20} />} />
  );
  if (!menu.radix) return cloneElement(gear, plainTriggerProps(menu, menu.shown));
  return (
    <menu.radix.Trigger asChild ref={refocus as Ref<HTMLButtonElement>}>
      {gear}
    </menu.radix.Trigger>
  );
}
