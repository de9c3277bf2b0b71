/** The socket.io rooms of DESIGN.md §6 (realtime.ts joins and emits to them, handlers.ts too). */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  /** An adviser's own sockets (their group, DESIGN.md §6). */
  adviser: (adviserId: string) => `adviser:${adviserId}`,
  /** Askers whose current route is that adviser's booking page. */
  watchers: (adviserId: string) => `watch:${adviserId}`,
  chat: (roomId: string) => `chat:${roomId}`,
  meeting: (roomId: string) => `meet:${roomId}`,
  meetingParty: (roomId: string, userId: string) => `meet:${roomId}:${userId}`,
};
