import type { Appointment } from '@common/api/appointments';
import type { IssuedInvoice } from '@common/api/invoicing';
import { messages } from '@common/messages';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useDownloadIssuedInvoiceMutation } from '@web/api/download-invoice';
import { StatusBadge } from '@web/components/status-badge';
import {
  type InvoiceLabel,
  invoiceStateLabel,
  navStateLabel,
  reversalStateLabel,
} from '@web/lib/issued-invoice';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useRetryInvoiceMutation, useUploadInvoiceMutation } from '../api/invoice-actions';
import { invoiceError } from '../lib/invoice-file';

/**
 * The invoice the portal issues for this consultation through the adviser's invoicing service, as the
 * adviser follows it: being issued, issued (and NAV's answer), or failed (retry, or upload an own PDF);
 * then the reversal (sztornó) of a refunded one. Nothing when the adviser uploads invoices by hand.
 */
export function InvoiceState({ appointment }: { appointment: Appointment }) {
  const { issuedInvoice: issued, reversalInvoice: reversal } = appointment;
  if (!issued && !reversal) return null;
  return (
    <Stack gap={6} data-testid="invoice-state">
      {issued ? (
        <InvoiceLine invoice={issued} label={invoiceStateLabel(issued)} testId="issued-invoice" />
      ) : null}
      {issued?.status === 'failed' ? (
        <FailedInvoiceActions appointmentId={appointment.id} invoice={issued} />
      ) : null}
      {reversal ? (
        <InvoiceLine
          invoice={reversal}
          label={reversalStateLabel(reversal)}
          testId="reversal-invoice"
          download={reversal.status === 'issued' && reversal.pdfAvailable}
        />
      ) : null}
      {reversal?.status === 'failed' ? <RetryButton invoice={reversal} /> : null}
    </Stack>
  );
}

/** One invoice's badges (its state, NAV's) with their messages, and the reversal's download. */
function InvoiceLine({
  invoice,
  label,
  testId,
  download = false,
}: {
  invoice: IssuedInvoice;
  label: InvoiceLabel;
  testId: string;
  download?: boolean;
}) {
  const nav = navStateLabel(invoice);
  const save = useDownloadIssuedInvoiceMutation();
  return (
    <Stack gap={4} data-testid={testId}>
      <Group gap="xs" wrap="wrap">
        <StatusBadge tone={label.tone}>{label.label}</StatusBadge>
        {nav ? <StatusBadge tone={nav.tone}>{nav.label}</StatusBadge> : null}
        {download ? (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
            loading={save.isPending}
            onClick={() => save.mutate({ invoice, reversal: true })}
          >
            Sztornó számla letöltése
          </Button>
        ) : null}
      </Group>
      {label.detail ? (
        <Text size="sm" data-testid="invoice-error">
          {label.detail}
        </Text>
      ) : null}
      {nav?.detail ? (
        <Text size="sm" data-testid="invoice-nav-message">
          {nav.detail}
        </Text>
      ) : null}
    </Stack>
  );
}

function RetryButton({ invoice }: { invoice: IssuedInvoice }) {
  const retry = useRetryInvoiceMutation();
  const onRetry = async () => {
    try {
      await retry.mutateAsync(invoice.id);
      notifySuccess('A számla kiállítását újraindítottuk.');
    } catch {
      // The red toast has already been shown.
    }
  };
  return (
    <Button
      size="sm"
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden="true" />}
      loading={retry.isPending}
      onClick={() => void onRetry()}
    >
      Újrapróbálás
    </Button>
  );
}

/** A failed invoice: issued again (after its cause is mended), or replaced by the adviser's own PDF. */
function FailedInvoiceActions({ appointmentId, invoice }: { appointmentId: string; invoice: IssuedInvoice }) {
  const upload = useUploadInvoiceMutation();
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (file: File | null) => {
    if (!file) return;
    const problem = invoiceError(file);
    if (problem) {
      notifyError(problem);
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ id: appointmentId, invoice: file, onProgress: setProgress });
      notifySuccess(messages.appointments.invoiceUploaded);
    } catch {
      // The red toast has already been shown.
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <RetryButton invoice={invoice} />
        <FileButton onChange={(file) => void onFile(file)} accept="application/pdf">
          {(props) => (
            <Button
              {...props}
              size="sm"
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={upload.isPending}
            >
              Számla feltöltése
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null ? (
        <Progress value={progress} size="sm" color="blue.8" aria-label="Számla feltöltése" animated />
      ) : null}
    </Stack>
  );
}
