import { messages } from '@common/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { resourceKey } from '@web/lib/endpoint';

export const REVIEWS_PAGE_SIZE = 10;

/** Every review list of both areas (read again after a review is written, edited or answered). */
export const reviewListsKey = resourceKey('/api/reviews');

/** The lists' calls show this text when the server sends none. */
export const reviewListCall = { errorMessage: messages.reviews.loadFailed };

/** The previous page stays on screen while the next one loads. */
export const reviewListPaging = { placeholderData: keepPreviousData };
