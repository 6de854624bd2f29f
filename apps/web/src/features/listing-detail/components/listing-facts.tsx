import type { ListingRecord } from '@hearth/contracts';
import { listingFieldLabel } from '@hearth/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberLocale } from '../../../shared/lib/number-locale';
import { factWord, groupFacts } from '../utils/listing-facts';
import styles from './listing-detail.module.css';

/** All of the listing's facts, grouped, behind a show-details toggle (public-site.md §2). */
export function ListingFacts({ listing }: { listing: ListingRecord }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const groups = groupFacts(
    listing,
    {
      yes: t('listing.yes'),
      no: t('listing.no'),
      squareFeet: t('listing.sqft'),
      acres: t('listing.acres'),
      // The labels are the listing field registry's, in the page's language.
      label: (name) => listingFieldLabel(name, i18n.language === 'es' ? 'es' : 'en') ?? name,
      word: (name, value) => factWord(t, name, value),
    },
    numberLocale(i18n.language),
  );
  return (
    <section className={styles.section} aria-labelledby={`${panel}-title`}>
      <h2 id={`${panel}-title`} className={styles.sectionTitle}>
        {t('listing.details')}
      </h2>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((value) => !value)}
        style={{ justifySelf: 'start' }}
      >
        {open ? t('listing.hideDetails') : t('listing.showDetails')}
      </button>
      <div id={panel} className={styles.facts} hidden={!open}>
        {groups.map((group) => (
          <div key={group.key}>
            <h3>{t(`listing.factGroups.${group.key}`)}</h3>
            <dl className={styles.factList}>
              {group.facts.map((fact) => (
                <div key={fact.name}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
