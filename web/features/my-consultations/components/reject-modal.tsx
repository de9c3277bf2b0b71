import type { Appointment } from '@common/api/appointments';
import { messages } from '@common/messages';
import { Textarea } from '@mantine/core';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { notifyInfo } from '@web/lib/notify';
import { useState } from 'react';
import { useRejectTimeChangeMutation } from '../api/reject-time-change';

/** Rejecting the adviser's time-change request, with an optional reason. */
export function RejectModal({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const reject = useRejectTimeChangeMutation();
  const [reason, setReason] = useState('');

  const close = () => {
    setReason('');
    onClose();
  };

  return (
    <ConfirmDialog
      opened={appointment !== null}
      title="Időpont-módosítás elutasítása"
      confirmLabel="Elutasítás"
      loading={reject.isPending}
      onClose={close}
      onConfirm={async () => {
        if (!appointment) return;
        try {
          await reject.mutateAsync({ id: appointment.id, reason: reason.trim() || undefined });
          notifyInfo(messages.appointments.timeChangeRejected);
          close();
        } catch {
          // the toast already told the error
        }
      }}
    >
      <Textarea
        label="Indoklás"
        description="Nem kötelező"
        maxLength={500}
        autosize
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}
