import styles from './user-menu.module.css';

export interface UserMenuEntry {
  id: string;
  label: string;
}

export interface UserMenuDropdownProps {
  /** The button's label, such as "Log In" or "Welcome, Ada". */
  label: string;
  entries: UserMenuEntry[];
  onAction: (id: string) => void;
}

/**
 * Stands in for the menu button while its code loads: the same box and label, so nothing moves
 * when the button replaces it. Hidden from assistive technology, which meets the real button.
 */
export function UserMenuPlaceholder({ label }: Pick<UserMenuDropdownProps, 'label'>) {
  return (
    <span className={styles.trigger} aria-hidden="true">
      {label}
      <span> ▾</span>
    </span>
  );
}
