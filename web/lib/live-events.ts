import type { ChatMessage } from '@common/api/conversations';
import type { PresenceStatus } from '@common/socket';
import { useEffect, useRef } from 'react';

/**
 * The in-page bus between the real-time client (`web/lib/socket.ts`) and the screens that refresh
 * live. The socket client turns server broadcasts into these events; screens subscribe with
 * `useLiveEvent` and never touch the socket themselves, so features stay independent of it.
 */
export interface LiveEvents {
  /** `newAppointmentFromClient` reached an adviser (SPEC.md §6): their calendar and list reload. */
  'appointments:new': { kerdezoName: string; consultationType: string; bookingId: string };
  /**
   * An adviser's free times may have changed (`tanacsadoTimeOffUpdated` / `tanacsadoSettingsUpdated`).
   * `expertId` is set for settings changes; time-off broadcasts reach only that adviser's watchers.
   */
  'booking:refresh': { expertId?: string };
  /** A chat message arrived over the socket (already stored on the server). */
  'chat:message': { roomId: string; conversationId: string; messageId: string };
  /** The same arrival with the whole stored message, for an open thread to show it at once. */
  'chat:received': { roomId: string; message: ChatMessage };
  /** Someone in a joined conversation room started or stopped typing. */
  'chat:typing': { roomId: string; userId: string; isTyping: boolean };
  /** A participant read a conversation up to `readAt`. */
  'chat:read': { conversationId: string; roomId: string; readerId: string; readAt: string };
  /** A counterpart's presence changed. */
  'user:status': { userId: string; status: PresenceStatus };
  /** The other party changed an appointment (`booking:update`): appointment lists reload. */
  'appointments:changed': { appointmentId: string };
  /** The socket connected again after a drop: screens reload what they may have missed. */
  'socket:reconnected': Record<string, never>;
  /**
   * The socket stayed, but live events may have been lost on the way (the server's link to the other
   * instances was down): screens reload what they show, as after a reconnection.
   */
  'live:missed': Record<string, never>;
}

export type LiveEventName = keyof LiveEvents;

const target = new EventTarget();

export function emitLiveEvent<K extends LiveEventName>(name: K, detail: LiveEvents[K]) {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Calls the latest `handler` for every `name` event while the component is mounted. */
export function useLiveEvent<K extends LiveEventName>(name: K, handler: (detail: LiveEvents[K]) => void) {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    const listener = (event: Event) => handlerRef.current((event as CustomEvent<LiveEvents[K]>).detail);
    target.addEventListener(name, listener);
    return () => target.removeEventListener(name, listener);
  }, [name]);
}
