export {
  FIGURE_KEYS,
  formatAxis,
  formatChange,
  formatFigure,
  monthName,
  yearBefore,
  type FigureKey,
} from '@hearth/domain';

/** The href of an area's market page. */
export function marketHref(areaType: string, areaName: string): string {
  return areaType === 'region'
    ? '/market'
    : `/market/${encodeURIComponent(areaType)}/${encodeURIComponent(areaName)}`;
}
