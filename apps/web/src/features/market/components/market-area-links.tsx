import type { MarketArea } from '@hearth/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarketAreas } from '../api/market-figures';
import { marketHref } from '../utils/market-format';
import styles from './market-page.module.css';

/** Links to the other market pages: the region, the counties and the cities (ZIP codes of the region page). */
export function MarketAreaLinks({ current }: { current: MarketArea | null }) {
  const { t } = useTranslation();
  const areas = useMarketAreas();
  if (!areas.data) return null;
  const of = (type: string) => areas.data.areas.filter((area) => area.type === type);
  const lists = [
    ['counties', of('county')],
    ['cities', of('city')],
    ...(current?.type === 'region' ? [['zips', of('zip')] as const] : []),
  ] as const;
  return (
    <nav aria-labelledby="market-areas" className={styles.areas}>
      <h2 id="market-areas" className={styles.sectionTitle}>
        {t('market.areas')}
      </h2>
      {current?.type !== 'region' && (
        <p>
          <Link to="/market">{t('market.regionLink')}</Link>
        </p>
      )}
      {lists.map(([name, list]) => (
        <details key={name} open={name === 'counties'}>
          <summary>{t(`market.${name}`)}</summary>
          <ul className={styles.areaList}>
            {list.map((area) => (
              <li key={area.name}>
                <Link
                  to={marketHref(area.type, area.name)}
                  aria-current={
                    current?.type === area.type && current.name === area.name ? 'page' : undefined
                  }
                >
                  {area.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}
