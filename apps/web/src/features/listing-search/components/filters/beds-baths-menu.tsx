import type { ListingFilters } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { FilterMenu } from './filter-menu';
import { MenuPanel } from './menu-panel';

interface BedsBathsMenuProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

/** The beds and baths menu: its button shows the counts chosen (§9). */
export function BedsBathsMenu({ filters, onChange }: BedsBathsMenuProps) {
  const { t } = useTranslation();
  const exact = filters.BedroomsTotal !== undefined;
  const beds = filters.BedroomsTotal ?? filters['BedroomsTotal[gte]'] ?? null;
  const baths = filters['BathroomsTotalInteger[gte]'] ?? filters.BathroomsTotalInteger ?? null;
  const parts = [
    beds === null ? null : t('search.menus.bedsCount', { count: beds, plus: exact ? '' : '+' }),
    baths === null ? null : t('search.menus.bathsCount', { count: baths }),
  ].filter(Boolean);
  return (
    <FilterMenu
      label={parts.join(', ') || t('search.menus.bedsBaths')}
      title={t('search.menus.bedsBaths')}
    >
      <MenuPanel render={(p) => <p.BedsBathsPanel filters={filters} onChange={onChange} />} />
    </FilterMenu>
  );
}
