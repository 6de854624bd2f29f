import styles from './user-menu.module.css';

export interface UserMenuEntry {
  id: string;
  label: string;
}

export interface UserMenuDropdownProps {
  /** The button's label, such as "Log In" or "Welcome, Ada". */
  label: string;
  /** A count beside the label (unread notifications), with its words for screen readers. */
  badge?: { count: number; label: string };
  entries: UserMenuEntry[];
  onAction: (id: string) => void;
  /** Open the menu, with the focus, as it appears (it was asked for before its code loaded). */
  opened?: boolean;
}

/**
 * Stands in for the menu button until the menu is first opened: the same box, label and role,
 * so nothing moves when the real button replaces it. Pointing at it or focusing it fetches the
 * menu's code (`onNear`); activating it (click, Enter, Space, arrow keys) asks for the menu
 * (`onOpen`), which opens as soon as its code is there. It is not replaced before then: a click
 * under way would be lost with the element it started on.
 */
export function UserMenuPlaceholder({
  label,
  onNear,
  onOpen,
  badge,
}: Pick<UserMenuDropdownProps, 'label' | 'badge'> & { onNear: () => void; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={onNear}
      onTouchStart={onNear}
      onFocus={onNear}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        onOpen();
      }}
    >
      {label}
      <UnreadBadge badge={badge} />
      <span aria-hidden="true">{'\u00a0'}▾</span>
    </button>
  );
}

/** The count beside the greeting; screen readers hear its words, not the bare number. */
export function UnreadBadge({ badge }: Pick<UserMenuDropdownProps, 'badge'>) {
  if (!badge) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{badge.count}</span>
      <span className={styles.visuallyHidden}>{`, ${badge.label}`}</span>
    </span>
  );
}
