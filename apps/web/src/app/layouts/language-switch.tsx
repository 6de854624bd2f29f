import { useTranslation } from 'react-i18next';
import { languages, setLanguage } from '../../shared/lib/i18n';
import styles from './language-switch.module.css';

/** English / Español; the choice is kept for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.switch} role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={i18n.language === language}
          onClick={() => void setLanguage(language, { remember: true })}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
