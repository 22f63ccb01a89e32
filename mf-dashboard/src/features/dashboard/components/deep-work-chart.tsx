import styled, { useTheme } from 'styled-components';
import { chartMaxMinutes, formatMinutesAsHours, type DeepWorkDay } from '../domain/dashboard-charts';
import { BarChart3 } from 'lucide-react';
import { blockedSitesSummary, type BlockedSite } from '@onething/shared-data';
import { Card, CardContent, CardDescription, CardHeader, MutedText, SectionTitle } from '@onething/shared-ui';
import { ScreenReaderTable } from './screen-reader-table';

const WIDTH = 350;
const HEIGHT = 180;
const TOP = 18;
const BOTTOM = 24;
const SLOT = WIDTH / 7;
const BAR = 28;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-height: 14rem;
  overflow: visible;
`;

const Blocked = styled(MutedText)`
  margin-top: ${({ theme }) => theme.space[3]};
  overflow-wrap: anywhere;
`;

/** What the shield blocked over the chart's days, by site; nothing until it is read. */
function BlockedLine({ sites }: { sites: readonly BlockedSite[] | undefined }) {
  if (!sites) return null;
  return (
    <Blocked data-testid="blocked-sites">
      {sites.length === 0
        ? 'The shield blocked nothing in the last 7 days.'
        : `Blocked in the last 7 days: ${blockedSitesSummary(sites)}`}
    </Blocked>
  );
}

/**
 * Deep work minutes of the last 7 days as bars (plain SVG, theme colours), a table for screen readers, and
 * what the shield blocked over those days.
 */
export function DeepWorkChartCard({ days, blockedSites }: { days: DeepWorkDay[]; blockedSites?: BlockedSite[] }) {
  const theme = useTheme();
  const max = chartMaxMinutes(days);
  const plot = HEIGHT - TOP - BOTTOM;
  const total = days.reduce((sum, day) => sum + day.minutes, 0);
  return (
    <Card as="section" aria-labelledby="deep-work-chart-title" data-testid="deep-work-chart">
      <CardHeader>
        <SectionTitle $iconSize="lg" id="deep-work-chart-title">
          <BarChart3 aria-hidden="true" />
          Deep Work, Last 7 Days
        </SectionTitle>
        <CardDescription>{formatMinutesAsHours(total)} in total</CardDescription>
      </CardHeader>
      <CardContent>
        <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
          <line x1={0} x2={WIDTH} y1={TOP} y2={TOP} stroke={theme.colors.border} strokeDasharray="3 3" />
          <text x={WIDTH} y={TOP - 5} textAnchor="end" fontSize={10} fill={theme.colors.mutedForeground}>
            {formatMinutesAsHours(max)}
          </text>
          <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke={theme.colors.border} />
          {days.map((day, index) => {
            const height = max > 0 ? (day.minutes / max) * plot : 0;
            const x = index * SLOT + (SLOT - BAR) / 2;
            const y = HEIGHT - BOTTOM - height;
            return (
              <g key={day.key} data-date={day.key} data-minutes={day.minutes}>
                {day.minutes > 0 ? (
                  <rect
                    x={x}
                    y={y}
                    width={BAR}
                    height={height}
                    rx={4}
                    fill={
                      day.today
                        ? theme.colors.primary
                        : `color-mix(in srgb, ${theme.colors.primary} 55%, ${theme.colors.card})`
                    }
                  />
                ) : null}
                {day.minutes > 0 ? (
                  <text x={x + BAR / 2} y={y - 4} textAnchor="middle" fontSize={10} fill={theme.colors.foreground}>
                    {day.minutes}
                  </text>
                ) : null}
                <text
                  x={x + BAR / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize={11}
                  fontWeight={day.today ? 700 : 400}
                  fill={day.today ? theme.colors.foreground : theme.colors.mutedForeground}
                >
                  {day.today ? 'Today' : day.label}
                </text>
              </g>
            );
          })}
        </Svg>
        <ScreenReaderTable>
          <caption>Deep work minutes per day, last 7 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Deep work</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.key}>
                <th scope="row">
                  {day.today
                    ? 'Today'
                    : day.date.toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric' })}
                </th>
                <td>{formatMinutesAsHours(day.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </ScreenReaderTable>
        <BlockedLine sites={blockedSites} />
      </CardContent>
    </Card>
  );
}
