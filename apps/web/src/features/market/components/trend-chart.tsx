import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAxis, formatFigure, monthName, type FigureKey } from '../utils/market-format';
import styles from './market-page.module.css';

export interface ChartSeries {
  key: FigureKey;
  label: string;
  values: (number | null)[];
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 56 };
const STROKES = ['var(--color-primary)', '#b35c00'];

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/**
 * A line chart of one or two figures over the months, drawn as plain SVG, with the same figures
 * in a table for screen readers (the drawing itself is hidden from them). A month without a
 * figure ("not enough sales") breaks the line.
 */
export function TrendChart({
  title,
  months,
  series,
}: {
  title: string;
  months: string[];
  series: ChartSeries[];
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = i18n.language;
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const min = Math.min(0, ...all);
  const max = niceMax(Math.max(...all, 0));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (months.length <= 1 ? 0 : (index / (months.length - 1)) * innerW);
  const y = (value: number) => PAD.top + innerH - ((value - min) / (max - min || 1)) * innerH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => min + f * (max - min));
  const first = series[0];
  const paths = series.map((s) => {
    let d = '';
    let pen = false;
    s.values.forEach((value, index) => {
      if (value === null) {
        pen = false;
        return;
      }
      d += `${pen ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)} `;
      pen = true;
    });
    return d.trim();
  });
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.chartTitle}>
        {title}
      </figcaption>
      {series.length > 1 && (
        <p className={styles.legend} aria-hidden="true">
          {series.map((s, index) => (
            <span key={s.key}>
              <span className={styles.swatch} style={{ background: STROKES[index] }} /> {s.label}
            </span>
          ))}
        </p>
      )}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.svg}
        aria-hidden="true"
        focusable="false"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={styles.grid}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className={styles.axis}>
              {first ? formatAxis(first.key, tick, locale) : tick}
            </text>
          </g>
        ))}
        {months.map((month, index) =>
          index % 6 === 0 || index === months.length - 1 ? (
            <text
              key={month}
              x={x(index)}
              y={HEIGHT - 8}
              textAnchor={index === 0 ? 'start' : index === months.length - 1 ? 'end' : 'middle'}
              className={styles.axis}
            >
              {monthName(month, locale, 'short')}
            </text>
          ) : null,
        )}
        {paths.map((d, index) => (
          <path
            key={series[index]?.key}
            d={d}
            fill="none"
            stroke={STROKES[index]}
            strokeWidth={2.5}
          />
        ))}
      </svg>
      <table className={styles.visuallyHidden}>
        <caption>
          {t('market.chartTable')}: {title}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('market.month')}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month}>
              <th scope="row">{monthName(month, locale)}</th>
              {series.map((s) => (
                <td key={s.key}>
                  {s.values[index] === null || s.values[index] === undefined
                    ? t('market.notEnoughSales')
                    : formatFigure(s.key, s.values[index] ?? null, locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
