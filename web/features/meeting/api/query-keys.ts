/** TanStack Query keys of the meeting page. */
export const meetingKeys = {
  all: ['meeting'] as const,
  messages: (conversationId: string) => ['meeting', 'messages', conversationId] as const,
};
