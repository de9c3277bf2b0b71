import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormSkeleton } from './form-skeleton';
import { LoadError } from './load-error';

/**
 * What one query loads into a card or a page: placeholder bars while it loads, the error with
 * "Újrapróbálás" when it failed, then `children` drawn from its data.
 */
export function QueryBody<T>({
  query,
  rows,
  errorMessage,
  children,
}: {
  query: UseQueryResult<T>;
  /** How many placeholder bars stand in for the content. */
  rows: number;
  errorMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <FormSkeleton rows={rows} />;
  if (query.isError) return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
