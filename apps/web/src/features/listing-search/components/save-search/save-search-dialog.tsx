import type { SavedSearch } from '@hearth/contracts';
import {
  REFINE_SEARCH_DIALOG,
  canSaveSearch,
  saveSearchChoices,
  savedNamePassesForm,
  savedSearchQuery,
  type ListingFilters,
  type NotificationFrequency,
} from '@hearth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../../config/settings-context';
import { isApiError } from '../../../../shared/lib/api-error';
import { apiErrorMessage } from '../../../../shared/lib/api-error-message';
import { consumerQueryKey } from '../../../../shared/lib/favourites';
import {
  changeSavedSearch,
  createSavedSearch,
  savedSearchesQuery,
} from '../../../../shared/lib/saved-searches';
import { dialogStyles as styles, ModalDialog } from '../../../../shared/ui/modal-dialog';
import { NotificationSettingsFields } from '../../../../shared/ui/notification-settings-fields';
import { showToast } from '../../../../shared/ui/toast';

interface SaveSearchDialogProps {
  /** The whole filter set of the search, and what differs from the site defaults. */
  filters: ListingFilters;
  active: ListingFilters;
  /** How many listings match now; more than 1,000 cannot be saved. */
  total: number | undefined;
  onClose: () => void;
  /** After Save New: the new search's id becomes the active savedSearchId. */
  onSavedNew: (id: string) => void;
}

/**
 * The save-search dialog (members-area.md §4): name, notification frequency, Open Houses and
 * Virtual Tours; Update or Save New when the search came from a saved search. A search of more
 * than 1,000 results gets the 'Please Refine Your Search' dialog instead (§8).
 */
export default function SaveSearchDialog(props: SaveSearchDialogProps) {
  const { filters, total } = props;
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  if (refused || (total !== undefined && !canSaveSearch(total))) {
    return (
      <ModalDialog
        title={t('consumer.refine.title', { defaultValue: REFINE_SEARCH_DIALOG.title })}
        isOpen
        onClose={props.onClose}
        role="alertdialog"
      >
        <p>{t('consumer.refine.text', { defaultValue: REFINE_SEARCH_DIALOG.text })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={props.onClose}>
            {t('consumer.okay')}
          </button>
        </div>
      </ModalDialog>
    );
  }
  return (
    <SaveSearchForm
      {...props}
      savedSearchId={filters.savedSearchId}
      onRefused={() => setRefused(true)}
    />
  );
}

function SaveSearchForm({
  filters,
  active,
  savedSearchId,
  onClose,
  onSavedNew,
  onRefused,
}: SaveSearchDialogProps & { savedSearchId: string | undefined; onRefused: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const base = settings.membioMlsApiUrl;
  const client = useQueryClient();
  const ids = { name: useId(), error: useId() };
  const searches = useQuery({ ...savedSearchesQuery(base), enabled: Boolean(savedSearchId) });
  const current = searches.data?.find((search) => search.id === savedSearchId);
  const choices = saveSearchChoices({ savedSearchId: current ? savedSearchId : undefined });
  const [picked, setChoice] = useState<'update' | 'new' | null>(null);
  const choice = picked ?? choices[0] ?? 'new';
  const [name, setName] = useState<string | null>(null);
  const [frequency, setFrequency] = useState<NotificationFrequency | null>(null);
  const [openHouses, setOpenHouses] = useState<boolean | null>(null);
  const [virtualTour, setVirtualTour] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Updating starts from the saved search's own settings; Save New from the site's defaults.
  const from: SavedSearch | undefined = choice === 'update' ? current : undefined;
  const shown = {
    name: name ?? from?.name ?? '',
    frequency:
      frequency ?? from?.notificationFrequency ?? settings.defaultNotificationSettings.savedSearch,
    openHouses: openHouses ?? from?.subscriptions.openHouses.enabled ?? false,
    virtualTour: virtualTour ?? from?.subscriptions.virtualTour.enabled ?? false,
  };

  const save = useMutation({
    mutationFn: () => {
      const body = {
        name: shown.name.trim(),
        notificationFrequency: shown.frequency,
        subscriptions: {
          openHouses: { enabled: shown.openHouses },
          virtualTour: { enabled: shown.virtualTour },
        },
        query: savedSearchQuery({
          ...active,
          'PropertyType[in]': filters['PropertyType[in]'],
        }) as Record<string, string | number | string[]>,
      };
      return choice === 'update' && current
        ? changeSavedSearch(base, current.id, body)
        : createSavedSearch(base, body);
    },
    onSuccess: async ({ results }) => {
      await client.invalidateQueries({ queryKey: consumerQueryKey });
      if (choice === 'update' && current) {
        showToast('success', t('consumer.updatedSearch', { name: results.name }));
      } else {
        showToast('success', t('consumer.saved', { name: results.name }));
        onSavedNew(results.id);
      }
      onClose();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.code === 'too_many_results') onRefused();
      else if (isApiError(failure) && failure.code === 'missing_name')
        setError(t('consumer.missingName'));
      else setError(apiErrorMessage(failure, t));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!savedNamePassesForm(shown.name)) {
      setError(t('consumer.missingName'));
      document.getElementById(ids.name)?.focus();
      return;
    }
    setError(null);
    save.mutate();
  };

  return (
    <ModalDialog title={t('consumer.saveSearch')} isOpen onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {choices.length > 1 && (
          <fieldset className={styles.field}>
            <legend className={styles.label}>{t('consumer.saveChoice')}</legend>
            {choices.map((value) => (
              <label key={value} className={styles.check}>
                <input
                  type="radio"
                  name="save-choice"
                  value={value}
                  checked={choice === value}
                  onChange={() => {
                    setChoice(value);
                    setName(null);
                  }}
                />
                {value === 'update'
                  ? t('consumer.update', { name: current?.name ?? '' })
                  : t('consumer.saveNew')}
              </label>
            ))}
          </fieldset>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.name}>
            {t('consumer.name')}
          </label>
          <input
            id={ids.name}
            className={styles.input}
            value={shown.name}
            maxLength={64}
            autoComplete="off"
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {error && (
            <p id={ids.error} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
        <NotificationSettingsFields
          value={{
            frequency: shown.frequency,
            openHouses: shown.openHouses,
            virtualTour: shown.virtualTour,
          }}
          onChange={(change) => {
            if (change.frequency !== undefined) setFrequency(change.frequency);
            if (change.openHouses !== undefined) setOpenHouses(change.openHouses);
            if (change.virtualTour !== undefined) setVirtualTour(change.virtualTour);
          }}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('consumer.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={save.isPending}>
            {choice === 'update' && current ? t('consumer.updateButton') : t('consumer.saveButton')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
