import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { eventByCode } from '@portal/domain';

/** A printed mark as a number: `2:05.33` in seconds, `10.4*` without its star. */
export function markValue(mark: string): number {
  const parts = mark.replace('*', '').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

export interface ProgressionPoint {
  year: number;
  mark: string;
}

const WIDTH = 560;
const HEIGHT = 220;
const PAD = { left: 56, right: 16, top: 16, bottom: 32 };

/**
 * Season bests of one event over the seasons, better always upwards: times fall, distances and
 * points rise. A picture only: the season-best table beside it holds the same figures for screen
 * readers (`describedBy`).
 */
export function ProgressionChart({ eventCode, points, label, describedBy }: { eventCode: string; points: readonly ProgressionPoint[]; label: string; describedBy: string }) {
  const theme = useTheme();
  const lowerIsBetter = (eventByCode(eventCode)?.measurement ?? 'time') === 'time';
  const sorted = [...points].sort((a, b) => a.year - b.year);
  const values = sorted.map((p) => markValue(p.mark));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || Math.max(1, Math.abs(max) * 0.05);
  const years = sorted.map((p) => p.year);
  const firstYear = Math.min(...years);
  const yearSpan = Math.max(1, Math.max(...years) - firstYear);
  const x = (year: number) => PAD.left + ((year - firstYear) / yearSpan) * (WIDTH - PAD.left - PAD.right);
  // Better is up: for times the smallest value is at the top.
  const y = (value: number) => {
    const share = (value - min) / span;
    const fromTop = lowerIsBetter ? share : 1 - share;
    return PAD.top + fromTop * (HEIGHT - PAD.top - PAD.bottom);
  };
  const path = sorted.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.year).toFixed(1)},${y(values[i]).toFixed(1)}`).join(' ');
  const best = lowerIsBetter ? min : max;
  const worst = lowerIsBetter ? max : min;
  const axis = theme.palette.text.secondary;
  return (
    <Box sx={{ width: '100%', maxWidth: WIDTH, overflow: 'hidden' }}>
      <svg role="img" aria-label={label} aria-describedby={describedBy} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ display: 'block' }}>
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={HEIGHT - PAD.bottom} stroke={axis} />
        <line x1={PAD.left} y1={HEIGHT - PAD.bottom} x2={WIDTH - PAD.right} y2={HEIGHT - PAD.bottom} stroke={axis} />
        <text x={PAD.left - 6} y={y(best) + 4} textAnchor="end" fontSize="12" fill={axis}>
          {sorted[values.indexOf(best)].mark}
        </text>
        {worst !== best && (
          <text x={PAD.left - 6} y={y(worst) + 4} textAnchor="end" fontSize="12" fill={axis}>
            {sorted[values.indexOf(worst)].mark}
          </text>
        )}
        {sorted.map((p) => (
          <text key={p.year} x={x(p.year)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" fontSize="12" fill={axis}>
            {p.year}
          </text>
        ))}
        <path d={path} fill="none" stroke={theme.palette.primary.main} strokeWidth={2} />
        {sorted.map((p, i) => (
          <circle key={p.year} cx={x(p.year)} cy={y(values[i])} r={4} fill={theme.palette.primary.main} />
        ))}
      </svg>
    </Box>
  );
}
