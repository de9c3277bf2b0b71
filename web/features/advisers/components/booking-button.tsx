import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useAuthStore } from '@web/lib/auth-store';
import { Link } from 'react-router';

/**
 * "Foglalás": an asker goes to the booking page; a guest goes to the login page, which continues at the
 * booking page afterwards; advisers and admins cannot book, so they see no button.
 */
export function BookingButton({ adviserId }: { adviserId: string }) {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  // Until a stored session is checked we do not know who is looking.
  if (status === 'restoring') return null;
  const bookingPath = `/kerdezo/foglalas/${adviserId}`;
  const icon = <IconCalendarPlus size={20} aria-hidden="true" />;

  if (!user) {
    return (
      <Stack gap={6} align="flex-start">
        <Button
          component={Link}
          to="/bejelentkezes"
          state={{ from: bookingPath }}
          size="md"
          leftSection={icon}
        >
          Foglalás
        </Button>
        <Text size="sm" c="dimmed">
          A foglaláshoz jelentkezzen be kérdezői fiókjával.
        </Text>
      </Stack>
    );
  }
  if (user.role !== 'kerdezo') return null;
  return (
    <Button
      component={Link}
      to={bookingPath}
      size="md"
      leftSection={icon}
      style={{ alignSelf: 'flex-start' }}
    >
      Foglalás
    </Button>
  );
}
