import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { figure } from './figure';

export interface Bar {
  label: string;
  /** The API's decimal string: shown as it is, turned into a number only for the bar's height. */
  value: string;
}

const Wrap = styled.figure`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 0 0 20px;
  figcaption { width: 100%; font-weight: 600; }
`;
const Plot = styled.svg`
  flex: 1 1 320px;
  max-width: 640px;
  height: 180px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;
const Numbers = styled.div`
  flex: 0 1 280px;
  max-height: 180px;
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  table { border-collapse: collapse; width: 100%; }
  th, td { padding: 4px 8px; text-align: left; white-space: nowrap; font-variant-numeric: tabular-nums; }
  td:last-child { text-align: right; }
`;

const WIDTH = 600;
const HEIGHT = 180;
const PAD = 8;

/**
 * Bars drawn by hand in SVG (no chart library: a few rectangles need none), with the same
 * numbers in a table beside them for screen readers and copying. The SVG is hidden from
 * assistive technology; the table is the accessible version.
 */
export function BarChart({ title, bars, color = theme.colors.primary }: { title: string; bars: Bar[]; color?: string }) {
  const tableId = useId();
  // Pixel geometry only: Number() here never feeds a figure the user reads.
  const values = bars.map((b) => Number(b.value));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zeroY = PAD + ((HEIGHT - 2 * PAD) * max) / span;
  const step = (WIDTH - 2 * PAD) / Math.max(1, bars.length);
  return (
    <Wrap>
      <figcaption>{title}</figcaption>
      <Plot viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" data-testid="bar-chart">
        <line x1={PAD} x2={WIDTH - PAD} y1={zeroY} y2={zeroY} stroke={theme.colors.border} />
        {values.map((v, i) => {
          const h = ((HEIGHT - 2 * PAD) * Math.abs(v)) / span;
          return (
            <rect
              key={bars[i].label}
              x={PAD + i * step + step * 0.15}
              width={step * 0.7}
              y={v >= 0 ? zeroY - h : zeroY}
              height={Math.max(h, 0.5)}
              fill={v >= 0 ? color : theme.colors.danger}
            >
              <title>{`${bars[i].label}: ${figure(bars[i].value)}`}</title>
            </rect>
          );
        })}
      </Plot>
      <Numbers>
        <table aria-label={title} id={tableId}>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label}>
                <th scope="row">{b.label}</th>
                <td>{figure(b.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Numbers>
    </Wrap>
  );
}
