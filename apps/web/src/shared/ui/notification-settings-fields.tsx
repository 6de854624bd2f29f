import { NOTIFICATION_FREQUENCIES, type NotificationFrequency } from '@hearth/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogStyles as styles } from './modal-dialog';

export interface NotificationSettingsValue {
  frequency: NotificationFrequency;
  openHouses: boolean;
  virtualTour: boolean;
}

/**
 * A saved search's notification frequency (never, daily, instantly) and its Open Houses and
 * Virtual Tours subscriptions: the save dialog's and the Settings dialog's fields.
 */
export function NotificationSettingsFields({
  value,
  onChange,
}: {
  value: NotificationSettingsValue;
  onChange: (change: Partial<NotificationSettingsValue>) => void;
}) {
  const { t } = useTranslation();
  const frequencyId = useId();
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={frequencyId}>
          {t('consumer.frequency')}
        </label>
        <select
          id={frequencyId}
          className={styles.input}
          value={value.frequency}
          onChange={(event) => onChange({ frequency: event.target.value as NotificationFrequency })}
        >
          {NOTIFICATION_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`consumer.frequencies.${frequency}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('consumer.subscriptions')}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={value.openHouses}
            onChange={(event) => onChange({ openHouses: event.target.checked })}
          />
          {t('consumer.openHouses')}
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={value.virtualTour}
            onChange={(event) => onChange({ virtualTour: event.target.checked })}
          />
          {t('consumer.virtualTours')}
        </label>
      </fieldset>
    </>
  );
}
