import { savedSearchSummary } from '@hearth/domain';
import type { TFunction } from 'i18next';

/** A saved search's filters in words, e.g. "Folsom · $400k–$600k · 3+ beds · Single Family". */
export function searchSummaryText(query: Readonly<Record<string, unknown>>, t: TFunction): string {
  return savedSearchSummary(query)
    .map((part) => {
      switch (part.kind) {
        case 'text':
          return part.text;
        case 'beds':
          return t('consumer.summary.beds', { count: part.count });
        case 'baths':
          return t('consumer.summary.baths', { count: part.count });
        case 'type':
          return t(`search.types.${part.code}`, { defaultValue: part.code });
        case 'subType':
          return t(`search.words.${part.code}`, { defaultValue: part.code });
        case 'status':
          return t(`search.status.${part.code}`, { defaultValue: part.code });
        case 'area':
          return t('consumer.summary.area');
      }
    })
    .join(' · ');
}
