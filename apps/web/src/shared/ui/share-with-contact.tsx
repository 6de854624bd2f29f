import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInAgent } from '../lib/viewer';
import styles from './share-with-contact.module.css';

const ShareWithContactDialog = lazy(() => import('./share-with-contact-dialog'));

/**
 * "Share With Contact" (members-area.md §2, §6): shown to a signed-in agent on a listing page
 * and on result cards; it opens the dialog that e-mails one of their contacts the listing. The
 * dialog's code loads on first use. `icon` draws it as a round icon button named by `label`.
 */
export function ShareWithContactButton({
  listingId,
  address,
  label,
  className,
  icon = false,
}: {
  listingId: string;
  address: string;
  label: string;
  className?: string;
  icon?: boolean;
}) {
  const { t } = useTranslation();
  const agent = useSignedInAgent();
  const [open, setOpen] = useState(false);
  if (!agent) return null;
  return (
    <>
      <button
        type="button"
        className={className ?? (icon ? styles.icon : styles.button)}
        aria-label={icon ? label : undefined}
        title={icon ? label : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-share-with-contact={listingId}
      >
        <span aria-hidden="true">✉</span>
        {icon ? null : ` ${t('shareWithContact.button')}`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareWithContactDialog
            listingId={listingId}
            address={address}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
