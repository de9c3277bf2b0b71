import {
  DEFAULT_NOTIFICATION_CHOICE,
  NOTIFICATION_EVENTS,
  type NotificationChoices,
} from '@common/api/notifications';
import { describe, expect, it } from 'vitest';
import { changedChoices, switchLabel } from './notification-choices';

const allOn = () =>
  Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, { ...DEFAULT_NOTIFICATION_CHOICE }]),
  ) as NotificationChoices;

describe('notification choices', () => {
  it('names each switch by its event and channel', () => {
    expect(switchLabel('booking_new', 'email')).toBe('Új foglalás – e-mail');
    expect(switchLabel('chat_message', 'push')).toBe('Új üzenet – push');
  });

  it('sends only what changed', () => {
    const saved = allOn();
    const draft = allOn();
    expect(changedChoices(saved, draft)).toEqual({});
    draft.booking_new = { email: false, push: true };
    draft.reminder = { email: true, push: false };
    expect(changedChoices(saved, draft)).toEqual({
      booking_new: { email: false },
      reminder: { push: false },
    });
    // Switched back: nothing to send for it.
    draft.booking_new = { email: true, push: true };
    expect(changedChoices(saved, draft)).toEqual({ reminder: { push: false } });
  });
});
