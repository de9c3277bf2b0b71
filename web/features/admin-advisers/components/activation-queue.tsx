import type { AdminAdviser } from '@common/api/admin';
import { formatDate } from '@common/format';
import { messages } from '@common/messages';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ConfirmDialog, useConfirmation } from '@web/components/confirm-dialog';
import { ListPagination } from '@web/components/list-pagination';
import { ListStates } from '@web/components/list-states';
import { SectionCard } from '@web/components/section-card';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApproveActivationMutation } from '../api/approve-activation';
import { useAdvisersQuery } from '../api/list-advisers';
import { DeclineDialog } from './decline-dialog';

const QUEUE_PAGE_SIZE = 5;

/** "Aktiválási kérelmek": the pending requests, oldest first, each approved or declined with a reason. */
export function ActivationQueue({ onOpen }: { onOpen: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const queue = useAdvisersQuery({
    status: 'activation_requested',
    sortBy: 'activationRequestDate',
    sortOrder: 'asc',
    page,
    limit: QUEUE_PAGE_SIZE,
  });
  const approve = useApproveActivationMutation();
  const approval = useConfirmation({
    call: (adviser: AdminAdviser) => approve.mutateAsync(adviser.id),
    success: () => messages.advisers.activated,
    failure: messages.advisers.activateFailed,
  });
  const approving = approval.subject;
  const [declining, setDeclining] = useState<AdminAdviser | null>(null);

  return (
    <SectionCard title="Aktiválási kérelmek" id="aktivalasi-kerelmek">
      <ListStates
        data={queue.data}
        pending={queue.isPending}
        failed={queue.isError}
        errorMessage={messages.advisers.loadFailed}
        onRetry={() => void queue.refetch()}
        isEmpty={(answer) => answer.totalCount === 0}
        emptyText="Nincs elbírálásra váró aktiválási kérelem."
        skeleton={{ rows: 2, height: 64, label: 'Betöltés…' }}
      >
        {(answer) => (
          <Stack gap="sm">
            <Text size="sm" role="status">
              {answer.totalCount} kérelem vár elbírálásra.
            </Text>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {answer.data.map((adviser) => (
                <Paper
                  key={adviser.id}
                  component="li"
                  withBorder
                  radius="md"
                  p="sm"
                  data-testid="activation-request"
                >
                  <Group justify="space-between" gap="sm" wrap="wrap">
                    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                      <Anchor
                        component="button"
                        type="button"
                        fw={700}
                        ta="left"
                        onClick={() => onOpen(adviser.id)}
                      >
                        {adviser.name}
                      </Anchor>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {adviser.email}
                      </Text>
                      <Text size="sm">
                        Kérelem:{' '}
                        {adviser.activationRequestDate ? formatDate(adviser.activationRequestDate) : '–'} ·{' '}
                        {adviser.topicsCount} tanácsadási terület
                      </Text>
                      <Text size="sm" fw={adviser.billingComplete ? undefined : 700}>
                        {adviser.billingComplete ? 'Számlázási adatok megadva' : 'Hiányos számlázási adatok'}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <Anchor component={Link} to={`/tanacsado/${adviser.id}`} size="sm">
                        Profil megtekintése
                      </Anchor>
                      <Button
                        size="sm"
                        color="teal.9"
                        onClick={() => approval.ask(adviser)}
                        aria-label={`Jóváhagyás: ${adviser.name}`}
                      >
                        Jóváhagyás
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        color="red.9"
                        onClick={() => setDeclining(adviser)}
                        aria-label={`Elutasítás: ${adviser.name}`}
                      >
                        Elutasítás
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
            <ListPagination
              page={page}
              totalPages={answer.totalPages}
              onChange={setPage}
              label="Kérelmek lapozása"
            />
          </Stack>
        )}
      </ListStates>
      <ConfirmDialog
        {...approval.dialog}
        title="Aktiválási kérelem jóváhagyása"
        confirmLabel="Jóváhagyás"
        confirmColor="teal.9"
      >
        {approving
          ? `${approving.name} fiókja aktív lesz, és megjelenik a keresésben.${approving.expirationDate ? '' : ' Mivel nincs lejárati dátuma, 30 napos próbaidőt kap.'} A tanácsadó e-mailben értesül.`
          : ''}
      </ConfirmDialog>
      <DeclineDialog adviser={declining} onClose={() => setDeclining(null)} />
    </SectionCard>
  );
}
