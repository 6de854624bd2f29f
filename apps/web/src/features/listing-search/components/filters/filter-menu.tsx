import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './filters.module.css';

interface FilterMenuProps {
  /** The button's text, e.g. the current price range. */
  label: string;
  /** What the panel holds, for screen readers (the button's text may be a value). */
  title: string;
  children: ReactNode;
}

/**
 * A navbar menu: a button that discloses a panel of filter controls. Escape closes it and gives
 * focus back to the button; a click outside or focus leaving closes it too. The panel's controls
 * are drawn while it is open.
 */
export function FilterMenu({ label, title, children }: FilterMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={id} role="group" aria-label={title} className={styles.menuPanel} hidden={!open}>
        {/* Drawn while open only: the panels' code loads after the list has painted. */}
        {open && <Suspense fallback={null}>{children}</Suspense>}
      </div>
    </div>
  );
}
