import { ASKER_PLAN_LABELS, type AskerPlan } from '@common/subscription';
import { Badge, Group, Text } from '@mantine/core';

/** "Állapot:" and the subscription's badge: green active, grey for a newcomer without one, red expired. */
export function PlanStatus({ plan, testId }: { plan: AskerPlan; testId: string }) {
  return (
    <Group gap="sm">
      <Text>Állapot:</Text>
      <Badge
        color={plan === 'active' ? 'teal.9' : plan === 'none' ? 'gray.8' : 'red.9'}
        variant="filled"
        size="lg"
        data-testid={testId}
      >
        {ASKER_PLAN_LABELS[plan]}
      </Badge>
    </Group>
  );
}
