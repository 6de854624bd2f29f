import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../config/settings-context';

/** Names the browser tab "{title} | {site title}" while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const { siteTitle } = useSettings();
  const full = title ? t('app.titleSuffix', { title, siteTitle }) : siteTitle;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
