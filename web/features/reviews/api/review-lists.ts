import type { Endpoint } from '@common/contract';
import { messages } from '@common/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery, resourceKey } from '@web/lib/endpoint';
import { useState } from 'react';

export const REVIEWS_PAGE_SIZE = 10;

/** Every review list of both areas (read again after a review is written, edited or answered). */
export const reviewListsKey = resourceKey('/api/reviews');

/** The lists' calls show this text when the server sends none. */
export const reviewListCall = { errorMessage: messages.reviews.loadFailed };

/** The previous page stays on screen while the next one loads. */
export const reviewListPaging = { placeholderData: keepPreviousData };

/** A review list shown a page at a time: the page, its setter and the query of that page. */
export function usePagedReviews<E extends Endpoint>(endpoint: E) {
  const [page, setPage] = useState(1);
  const args = [{ query: { page, limit: REVIEWS_PAGE_SIZE } }, reviewListCall] as never;
  const query = useQuery({ ...endpointQuery(endpoint, ...args), ...reviewListPaging });
  return { page, setPage, query };
}
