export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuGroup,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  SettingsMenuTrigger,
  dropdownMenuItemTones,
} from './DropdownMenu';
export type {
  DropdownMenuProps,
  DropdownMenuTriggerProps,
  DropdownMenuGroupProps,
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuItemTone,
  DropdownMenuLabelProps,
  DropdownMenuSeparatorProps,
  SettingsMenuTriggerProps,
} from './DropdownMenu';
