/** TanStack Query keys of the meeting page. */
export const meetingKeys = {
  all: ['meeting'] as const,
  meeting: (roomId: string) => ['meeting', roomId] as const,
};
