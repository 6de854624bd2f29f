import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { UnreadBadge, type UserMenuDropdownProps } from './user-menu-placeholder';
import styles from './user-menu.module.css';

/** The user menu's button and its submenu; loaded by `UserMenu` when the visitor comes near. */
export default function UserMenuDropdown({
  label,
  badge,
  entries,
  onAction,
  opened = false,
}: UserMenuDropdownProps) {
  return (
    <MenuTrigger defaultOpen={opened}>
      <Button className={styles.trigger}>
        {label}
        <UnreadBadge badge={badge} />
        <span aria-hidden="true">{'\u00a0'}▾</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu className={styles.menu} items={entries} onAction={(key) => onAction(String(key))}>
          {(entry) => (
            <MenuItem id={entry.id} className={styles.item}>
              {entry.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
