import { normalisePropertyType, type ListingFilters } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { FilterMenu } from './filter-menu';
import { MenuPanel } from './menu-panel';

interface PropertyTypeMenuProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

/** The property-type menu: its button shows the type chosen. */
export function PropertyTypeMenu({ filters, onChange }: PropertyTypeMenuProps) {
  const { t } = useTranslation();
  const current = normalisePropertyType(filters['PropertyType[in]']?.[0] ?? 'RESI');
  return (
    <FilterMenu
      label={t(`search.types.${current}`, { defaultValue: current })}
      title={t('search.filterNames.PropertyType[in]')}
    >
      <MenuPanel
        render={(p) => (
          <p.PropertyTypePanel filters={filters} current={current} onChange={onChange} />
        )}
      />
    </FilterMenu>
  );
}
