import { formatMonthDay, formatWeekdayDate, noonOf } from '@common/budapest-time';
import { formatDate } from '@common/format';
import { Box, Table, Text } from '@mantine/core';
import { useId } from 'react';

export interface DayCount {
  /** YYYY-MM-DD, a Budapest calendar day. */
  date: string;
  count: number;
}

const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 22;

/**
 * Bookings per day as an SVG bar chart. The drawing is decorative for assistive technology: the same
 * numbers are in a table below it (opened with "Adatok táblázatban"), and the figure has a summary.
 */
export function BookingsChart({ days }: { days: DayCount[] }) {
  const captionId = useId();
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const busiest = days.reduce<DayCount | null>((best, d) => (!best || d.count > best.count ? d : best), null);
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - AXIS;

  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} size="sm" mb="sm">
        Az elmúlt {days.length} nap alatt {total} foglalás készült
        {busiest && busiest.count > 0
          ? `; a legtöbb egy napon ${busiest.count} (${formatDate(noonOf(busiest.date))}).`
          : '.'}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="presentation"
        aria-hidden="true"
        style={{ display: 'block', maxHeight: 240 }}
      >
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke="var(--mantine-color-gray-6)" strokeWidth={1} />
        <text x={2} y={12} fontSize={11} fill="var(--mantine-color-dark-6)">
          {max}
        </text>
        {days.map((day, index) => {
          const height = (day.count / max) * (plot - 18);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={plot - height}
                width={barWidth}
                height={Math.max(height, day.count > 0 ? 1 : 0)}
                rx={2}
                fill="var(--mantine-color-blue-7)"
              >
                <title>{`${formatMonthDay(day.date)}: ${day.count}`}</title>
              </rect>
              {index % 5 === 0 || index === days.length - 1 ? (
                <text
                  x={index === 0 ? x : index === days.length - 1 ? x + barWidth : x + barWidth / 2}
                  y={HEIGHT - 6}
                  fontSize={11}
                  // The first and last labels stay inside the drawing.
                  textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
                  fill="var(--mantine-color-dark-6)"
                >
                  {formatMonthDay(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <Box component="details" mt="sm">
        <Box component="summary" style={{ cursor: 'pointer' }} fz="sm" fw={600}>
          Adatok táblázatban
        </Box>
        <Table.ScrollContainer minWidth={280} mt="xs">
          <Table striped withTableBorder>
            <Table.Caption>Foglalások naponta az elmúlt {days.length} napban</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Nap</Table.Th>
                <Table.Th scope="col">Foglalások</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>{formatWeekdayDate(day.date)}</Table.Td>
                  <Table.Td>{day.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </Box>
  );
}
