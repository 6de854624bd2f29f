import { useEffect, useState } from 'react';
import { useSettings } from '../config/settings-context';
import { bodyClassesOf } from '../shared/lib/page-mode';
import { currentPlatform } from '../shared/lib/user-agent';

/** Keeps the page-mode, system, browser and view-mode classes of the body in step with the path. */
export function useBodyClasses(pathname: string): void {
  const { viewMode } = useSettings();
  const [platform] = useState(currentPlatform);
  const classes = bodyClassesOf(pathname, platform, viewMode).join(' ');
  useEffect(() => {
    const names = classes.split(' ');
    document.body.classList.add(...names);
    return () => document.body.classList.remove(...names);
  }, [classes]);
}
