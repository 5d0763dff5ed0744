import { compareDecimals } from '@sarraf/ui/format';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import { toLocaleDigits } from '@sarraf/ui';
import type { DeskDayHour } from '../api/adminGetDeskDay';
import '../i18n/registerTreasuryAdminI18n';
import * as styles from './treasury.css';
import { useTreasuryWords } from './useTreasuryWords';

/** The drawing box; the SVG stretches it to the card's width. */
const BOX = { width: 240, height: 60 };
const BAR = BOX.width / 24;

/**
 * The Toman value filled in each hour of the day as 24 bars, with the hours 0, 6, 12 and 18 under them.
 * Time runs left to right in both languages, as on the trade screen's price chart; the picture is described
 * in words for screen readers (the busiest hour and its value, or that nothing filled).
 */
export function HourChart({ hours }: { hours: readonly DeskDayHour[] }) {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const words = useTreasuryWords();
  const busiest = hours.reduce<DeskDayHour | null>(
    (best, hour) =>
      compareDecimals(hour.volume, '0') > 0 && (!best || compareDecimals(hour.volume, best.volume) > 0)
        ? hour
        : best,
    null,
  );
  const hourOf = (index: number) => toLocaleDigits(String(index).padStart(2, '0'), locale);
  const label = busiest
    ? t('treasury.day.chart', {
        from: `${hourOf(hours.indexOf(busiest))}:${toLocaleDigits('00', locale)}`,
        amount: words.amount(busiest.volume, 'IRT'),
        currency: words.currencyName('IRT'),
      })
    : t('treasury.day.chartEmpty');
  // Heights against the busiest hour; Toman are whole, so Number is exact up to 2^53 Toman.
  const most = busiest ? Number(busiest.volume) : 0;
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>{t('treasury.day.chartTitle')}</figcaption>
      <svg
        className={styles.chartBars}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        {hours.map((hour, index) => {
          const height = most === 0 ? 0 : Math.max(1, (Number(hour.volume) / most) * BOX.height);
          return (
            <rect
              key={hour.starts_at}
              x={index * BAR + 1}
              y={BOX.height - height}
              width={BAR - 2}
              height={height}
              fill="currentColor"
            />
          );
        })}
        <line x1={0} x2={BOX.width} y1={BOX.height} y2={BOX.height} stroke="currentColor" strokeWidth={0.5} />
      </svg>
      {/* Under the bars, outside the stretched drawing so the digits keep their shape; the picture's label says it. */}
      <div className={styles.chartHours} aria-hidden="true">
        {[0, 6, 12, 18].map((index) => (
          <span key={index}>{hourOf(index)}</span>
        ))}
      </div>
    </figure>
  );
}
