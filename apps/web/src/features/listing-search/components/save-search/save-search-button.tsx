import type { ListingFilters } from '@hearth/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStrings } from '../../../../shared/lib/i18n';
import { useSession } from '../../../../shared/lib/session';
import { LoginPrompt } from '../../../../shared/ui/login-prompt';
import styles from '../listing-search-page.module.css';

// The dialog and its dialog library load when first opened, not with the search screen.
// Loaded on first use, with the consumer area's strings it shows.
const SaveSearchDialog = lazy(async () => {
  const [dialog] = await Promise.all([import('./save-search-dialog'), loadStrings('consumer')]);
  return dialog;
});

/** 'Save Search' on the search screen: the dialog for a signed-in consumer, else the prompt. */
export function SaveSearchButton({
  filters,
  active,
  total,
  onSavedNew,
}: {
  filters: ListingFilters;
  active: ListingFilters;
  total: number | undefined;
  onSavedNew: (id: string) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const signedIn = Boolean(session.data?.user);
  return (
    <>
      <button type="button" className={styles.saveSearch} onClick={() => setOpen(true)}>
        {t('consumer.saveSearch')}
      </button>
      {open && !signedIn && (
        <LoginPrompt
          onClose={() => setOpen(false)}
          returnTo={window.location.pathname + window.location.search}
        />
      )}
      {open && signedIn && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            filters={filters}
            active={active}
            total={total}
            onClose={() => setOpen(false)}
            onSavedNew={onSavedNew}
          />
        </Suspense>
      )}
    </>
  );
}
