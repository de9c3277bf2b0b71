/**
 * The answer of a change to a user: the fresh user and the text to show. The definition shares the
 * read's answer, whose `message` is optional; a change always sends one (the success toast).
 */
export const userChanged = <Answer extends { message?: string | undefined }>(answer: Answer) => ({
  ...answer,
  message: answer.message ?? '',
});
