import { shortPrice, type ListingFilters, type SearchMode } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { FilterMenu } from './filter-menu';
import { MenuPanel } from './menu-panel';

interface PriceMenuProps {
  filters: ListingFilters;
  mode: SearchMode;
  onChange: (next: ListingFilters) => void;
}

/** The price menu: its button shows the range chosen (public-site.md §9). */
export function PriceMenu({ filters, mode, onChange }: PriceMenuProps) {
  const { t } = useTranslation();
  const min = filters['ListPrice[gte]'] ?? null;
  const max = filters['ListPrice[lte]'] ?? null;
  const label =
    min === null && max === null
      ? t('search.menus.price')
      : `${min === null ? t('search.menus.noMin') : shortPrice(min)} – ${max === null ? t('search.menus.noMax') : shortPrice(max)}`;
  return (
    <FilterMenu label={label} title={t('search.menus.price')}>
      <MenuPanel
        render={(p) => <p.PricePanel filters={filters} mode={mode} onChange={onChange} />}
      />
    </FilterMenu>
  );
}
