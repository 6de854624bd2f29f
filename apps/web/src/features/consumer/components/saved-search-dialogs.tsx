import type { SavedSearch, SavedSearchPatch } from '@hearth/contracts';
import { savedNamePassesForm } from '@hearth/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../config/settings-context';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { consumerQueryKey } from '../../../shared/lib/favourites';
import { changeSavedSearch, deleteSavedSearch } from '../../../shared/lib/saved-searches';
import { dialogStyles as styles, ModalDialog } from '../../../shared/ui/modal-dialog';
import {
  NotificationSettingsFields,
  type NotificationSettingsValue,
} from '../../../shared/ui/notification-settings-fields';
import { showToast } from '../../../shared/ui/toast';

export type SavedSearchDialogKind = 'settings' | 'rename' | 'delete';

/** Settings (frequency, subscriptions), Rename and Delete (with confirm) of a saved search. */
export default function SavedSearchDialog({
  kind,
  search,
  onClose,
}: {
  kind: SavedSearchDialogKind;
  search: SavedSearch;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { membioMlsApiUrl: base } = useSettings();
  const client = useQueryClient();
  const ids = { name: useId(), error: useId() };
  const [name, setName] = useState(search.name);
  const [{ frequency, openHouses, virtualTour }, setSettings] = useState<NotificationSettingsValue>(
    {
      frequency: search.notificationFrequency,
      openHouses: search.subscriptions.openHouses.enabled,
      virtualTour: search.subscriptions.virtualTour.enabled,
    },
  );
  const [error, setError] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: (body: SavedSearchPatch | null) =>
      body ? changeSavedSearch(base, search.id, body) : deleteSavedSearch(base, search.id),
    onSuccess: async (_answer, body) => {
      await client.invalidateQueries({ queryKey: consumerQueryKey });
      if (!body) showToast('success', t('consumer.removed'));
      else if (body.name !== undefined)
        showToast('success', t('consumer.fieldUpdated', { field: t('consumer.name') }));
      else showToast('success', t('consumer.saved', { name: search.name }));
      onClose();
    },
    onError: (failure) => setError(apiErrorMessage(failure, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'delete') return change.mutate(null);
    if (kind === 'rename') {
      if (!savedNamePassesForm(name)) return setError(t('consumer.missingName'));
      return change.mutate({ name: name.trim() });
    }
    change.mutate({
      notificationFrequency: frequency,
      subscriptions: { openHouses: { enabled: openHouses }, virtualTour: { enabled: virtualTour } },
    });
  };

  const title =
    kind === 'delete'
      ? t('consumer.confirmTitle')
      : kind === 'rename'
        ? t('consumer.renameTitle', { name: search.name })
        : t('consumer.settingsTitle', { name: search.name });

  return (
    <ModalDialog
      title={title}
      isOpen
      onClose={onClose}
      role={kind === 'delete' ? 'alertdialog' : 'dialog'}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {kind === 'delete' && <p>{t('consumer.confirmText')}</p>}
        {kind === 'rename' && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.name}>
              {t('consumer.name')}
            </label>
            <input
              id={ids.name}
              className={styles.input}
              value={name}
              maxLength={64}
              aria-invalid={error !== null || undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
        )}
        {kind === 'settings' && (
          <NotificationSettingsFields
            value={{ frequency, openHouses, virtualTour }}
            onChange={(change) => setSettings((current) => ({ ...current, ...change }))}
          />
        )}
        {error && (
          <p id={ids.error} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('consumer.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={change.isPending}>
            {kind === 'delete' ? t('consumer.confirmDelete') : t('consumer.saveButton')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
