import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { ColumnHeads } from '@/components/ui/column-heads';
import { useElementWidth } from '@/hooks/use-element-width';
import { formatGbp, formatMonthShort, formatMonthYear } from '@/lib/format';
import { visuallyHidden } from '@/styles/visually-hidden';
import { niceMax, ticks } from './chart-scale';

const DEFAULT_WIDTH = 720;
const MIN_WIDTH = 280;
const HEIGHT = 280;
const PAD = { top: 16, right: 56, bottom: 32, left: 36 };
const MIN_LABEL_SPACING = 34;

const Figure = styled.figure`
  margin: 0;
`;

const Plot = styled.div`
  svg {
    width: 100%;
    height: auto;
    overflow: visible;
  }
  text {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 12px;
    fill: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Legend = styled.figcaption`
  display: flex;
  gap: 1.25rem;
  margin-bottom: 0.75rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
  i {
    display: inline-block;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 3px;
  }
`;

export interface ChartProps {
  months: string[];
  orders: number[];
  revenue: number[];
}

const compactGbp = (value: number) =>
  value >= 1000 ? `£${(value / 1000).toFixed(value % 1000 === 0 ? 0 : 1)}k` : `£${Math.round(value)}`;

/** Orders (bars, left axis) and revenue in pounds (line, right axis) for each month. */
export function OrdersRevenueChart({ months, orders, revenue }: ChartProps) {
  // Its colours are CSS variables (the theme's), which SVG takes in style but not in presentation attributes.
  const theme = useTheme();
  // Drawn at the container's real width so the 12px labels stay 12px on phones.
  const { ref, width: measured } = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH);
  const width = Math.max(measured, MIN_WIDTH);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const ordersMax = niceMax(Math.max(0, ...orders));
  const revenueMax = niceMax(Math.max(0, ...revenue));
  const step = plotWidth / Math.max(months.length, 1);
  const barWidth = Math.min(28, step * 0.55);
  const x = (index: number) => PAD.left + step * index + step / 2;
  const yOrders = (value: number) => PAD.top + plotHeight - (value / ordersMax) * plotHeight;
  const yRevenue = (value: number) => PAD.top + plotHeight - (value / revenueMax) * plotHeight;
  const line = revenue.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${yRevenue(value)}`).join(' ');

  return (
    <Figure>
      <Legend>
        <span>
          <i style={{ background: theme.colors.chartOrders }} /> Orders
        </span>
        <span>
          <i style={{ background: theme.colors.chartRevenue }} /> Revenue
        </span>
      </Legend>
      <Plot ref={ref}>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label="Orders and revenue per month">
          {ticks(ordersMax).map((tick, index) => {
            const y = yOrders(tick);
            return (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
                  y1={y}
                  y2={y}
                  style={{ stroke: theme.colors.border }}
                  strokeDasharray={index === 0 ? undefined : '3 4'}
                />
                <text x={PAD.left - 8} y={y + 4} textAnchor="end" data-axis="orders">
                  {tick}
                </text>
                <text x={width - PAD.right + 8} y={y + 4} data-axis="revenue">
                  {compactGbp(ticks(revenueMax)[index] ?? 0)}
                </text>
              </g>
            );
          })}
          {orders.map((value, index) => (
            <rect
              key={months[index] ?? index}
              x={x(index) - barWidth / 2}
              y={yOrders(value)}
              width={barWidth}
              height={Math.max(0, PAD.top + plotHeight - yOrders(value))}
              rx={4}
              style={{ fill: theme.colors.chartOrders }}
              opacity={0.85}
            />
          ))}
          <path
            d={line}
            fill="none"
            style={{ stroke: theme.colors.chartRevenue }}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
          {revenue.map((value, index) => (
            <circle
              key={months[index] ?? index}
              cx={x(index)}
              cy={yRevenue(value)}
              r={3.5}
              style={{ fill: theme.colors.chartRevenue }}
            />
          ))}
          {months.map((month, index) =>
            step >= MIN_LABEL_SPACING || (months.length - 1 - index) % 2 === 0 ? (
              <text key={month} x={x(index)} y={HEIGHT - 8} textAnchor="middle">
                {formatMonthShort(month)}
              </text>
            ) : null,
          )}
        </svg>
      </Plot>
      {/* A table ignores height: 1px, so a hidden box around it clips it (else it lengthens the page). */}
      <div css={visuallyHidden}>
        <table>
          <caption>Orders and revenue per month</caption>
          <ColumnHeads names={['Month', 'Orders', 'Revenue']} />
          <tbody>
            {months.map((month, index) => (
              <tr key={month}>
                <th scope="row">{formatMonthYear(month)}</th>
                <td>{orders[index] ?? 0}</td>
                <td>{formatGbp(revenue[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Figure>
  );
}
