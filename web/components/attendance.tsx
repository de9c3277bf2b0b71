import type { Appointment } from '@common/api/appointments';
import { Box, Stack, Text } from '@mantine/core';
import { attendanceLines, noShowText } from '@web/lib/attendance';
import { Fragment } from 'react';

/** Who was in the meeting room of a past consultation and, for a no-show, who did not turn up. */
export function Attendance({
  appointment,
  labels,
}: {
  appointment: Appointment;
  labels: { expert: string; client: string };
}) {
  const noShow = noShowText(appointment);
  return (
    <Stack gap={2} data-testid="attendance">
      {noShow ? (
        <Text size="sm" fw={700}>
          {noShow}
        </Text>
      ) : null}
      <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0 0.5rem' }}>
        {attendanceLines(appointment, labels).map((line) => (
          <Fragment key={line.party}>
            <Text component="dt" size="sm" fw={600}>
              {line.label}:
            </Text>
            <Text component="dd" size="sm" m={0}>
              {line.text}
            </Text>
          </Fragment>
        ))}
      </Box>
    </Stack>
  );
}
