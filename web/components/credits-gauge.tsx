import type { GaugeReading } from '../../core/domain/billing/credits.ts';
import { WebText } from '../text.ts';

const COLOURS = { green: '#238551', yellow: '#c87619', red: '#cd4246' } as const;

/** A circular usage gauge (spec 2.3): green, yellow from 75 %, red from 85 %, a pulse dot above 75 %. */
export function CreditsGauge(props: { reading: GaugeReading; size?: number }) {
  const size = props.size ?? 40;
  const stroke = 4;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = Math.min(100, Math.max(0, props.reading.percent));
  return (
    <span
      className="credits-gauge"
      role="img"
      aria-label={WebText.creditsGauge(props.reading.percent)}
      data-colour={props.reading.colour}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" className="credits-gauge__track" strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={COLOURS[props.reading.colour]}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${(filled / 100) * circumference} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span className="credits-gauge__percent" aria-hidden="true">{WebText.creditsPercent(props.reading.percent)}</span>
      {props.reading.pulse && <span className="pulse-dot credits-gauge__pulse" aria-hidden="true" />}
    </span>
  );
}

/**
 * R-PLAN-07: once used reaches the total, every place that shows the gauge says so beside its reading (the sidebar's
 * credits panel, the Dashboard, Credits, the organization dashboard; docs/DECISIONS.md C3); from 80 % used it says
 * they are running low (R-PLAN-06). Nothing below that.
 */
export function CreditLimitNote(props: { reading: GaugeReading; as?: 'span' | 'p' }) {
  const Tag = props.as ?? 'span';
  if (props.reading.overLimit) return <Tag className="credits-limit">{WebText.creditsOverLimit}</Tag>;
  if (props.reading.nearLimit) return <Tag className="credits-limit credits-limit--near">{WebText.creditsNearLimit}</Tag>;
  return null;
}
