import { Button, Stack } from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useRequestActivationMutation } from '../api/status-requests';

/** "Aktiválás kérése": sends the activation request; a refusal (what is missing) shows as text too. */
export function ActivationRequestButton() {
  const mutation = useRequestActivationMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        loading={mutation.isPending}
        onClick={() => {
          setError(null);
          mutation.mutate(undefined, {
            onSuccess: (answer) => notifySuccess(answer.message || 'Aktiválási kérelem elküldve.'),
            onError: (e) => setError(errorText(e, '') || null),
          });
        }}
      >
        Aktiválás kérése
      </Button>
      <InlineError message={error} />
    </Stack>
  );
}
