import { useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { useRouteFocus } from '../lib/use-route-focus';
import styles from './page.module.css';

interface PageProps {
  /** The page heading; it also names the browser tab. */
  title: string;
  /** A short line under the heading. */
  intro?: string;
  children?: ReactNode;
}

/**
 * A screen's frame: its one `<h1>`, which takes focus after a route change, and the document
 * title.
 */
export function Page({ title, intro, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  useRouteFocus(heading);
  return (
    <div className={styles.page}>
      <h1 ref={heading} className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
