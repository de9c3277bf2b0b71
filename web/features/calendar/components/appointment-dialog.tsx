import type { Appointment } from '@common/api/appointments';
import { PAYMENT_STATUS_LABELS } from '@common/constants';
import { withLocalTime } from '@common/format';
import { Anchor, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { invoiceStateLabel, navStateLabel, reversalStateLabel } from '@web/lib/issued-invoice';
import { useViewerTimeZone } from '@web/lib/viewer-time';
import { Link } from 'react-router';
import { formatPeriod, statusLabel } from '../lib/calendar-events';

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={700}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** The portal-issued invoice's state in one line per invoice (retry and upload live on "Tanácsadások"). */
function invoiceSummary({ issuedInvoice, reversalInvoice }: Appointment) {
  const lines: string[] = [];
  if (issuedInvoice) {
    const nav = navStateLabel(issuedInvoice);
    lines.push([invoiceStateLabel(issuedInvoice).label, nav?.label].filter(Boolean).join(' · '));
  }
  if (reversalInvoice) lines.push(reversalStateLabel(reversalInvoice).label);
  return lines.join('\n');
}

/** The details of a booking opened from the calendar; the actions live on "Tanácsadások". */
export function AppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const zone = useViewerTimeZone();
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title="Foglalás részletei"
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      {appointment ? (
        <Stack gap="md">
          <Box component="dl" m={0} style={{ display: 'grid', gap: '0.5rem' }}>
            <Row term="Ügyfél" value={appointment.client.name} />
            <Row
              term="Típus"
              value={`${appointment.consultationType.name} (${appointment.consultationType.durationMinutes} perc)`}
            />
            <Row
              term="Időpont"
              value={withLocalTime(
                formatPeriod(appointment.startTime, appointment.endTime),
                appointment.startTime,
                zone,
                appointment.endTime,
              )}
            />
            <Row term="Állapot" value={statusLabel(appointment.status)} />
            <Row term="Fizetés" value={PAYMENT_STATUS_LABELS[appointment.paymentStatus]} />
            {appointment.issuedInvoice || appointment.reversalInvoice ? (
              <Row term="Számla" value={invoiceSummary(appointment)} />
            ) : null}
            {appointment.notes ? <Row term="Megjegyzés" value={appointment.notes} /> : null}
            {appointment.timeChangeRequest ? (
              <Row term="Módosítási kérelem" value="Időpont-módosítási kérelem vár döntésre." />
            ) : null}
          </Box>
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to="/tanacsadoi-fiok/tanacsadasok" size="sm" fw={600}>
              Kezelés a Tanácsadások oldalon
            </Anchor>
            <Button variant="default" onClick={onClose} data-autofocus>
              Bezárás
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
