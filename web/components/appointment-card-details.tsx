import type { Appointment } from '@common/api/appointments';
import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { showAttendance } from '@web/lib/attendance';
import { Attendance } from './attendance';
import { InlineFact } from './fact';
import { IntakeAnswers } from './intake-answers';

/**
 * The lower lines of a consultation card on both sides' lists: who was in the meeting (once it is over
 * and there is something to tell), the asker's notes, their line breaks kept, and the answers to the
 * adviser's questions.
 */
export function AppointmentCardDetails({
  appointment,
  ended,
  now,
  labels,
}: {
  appointment: Appointment;
  ended: boolean;
  now: number;
  labels: { expert: string; client: string };
}) {
  return (
    <>
      {ended && showAttendance(appointment, now) ? (
        <Attendance appointment={appointment} labels={labels} />
      ) : null}
      {appointment.notes ? (
        <InlineFact label="Megjegyzés" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {appointment.notes}
        </InlineFact>
      ) : null}
      <IntakeAnswers answers={appointment.intakeAnswers} />
    </>
  );
}

/** "Üzenet" on an appointment card: opens the conversation with the other party. */
export function AppointmentMessageButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button
      size="sm"
      variant="default"
      leftSection={<IconMessage size={16} aria-hidden="true" />}
      loading={loading}
      onClick={onClick}
    >
      Üzenet
    </Button>
  );
}
