import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormSkeleton } from './form-skeleton';
import { LoadError } from './load-error';

/**
 * What one query loads into a card or a page: placeholder bars while it loads (`rows` form bars, or
 * `placeholder`), the error with "Újrapróbálás" when it failed, then `children` drawn from its data.
 */
export function QueryBody<T>({
  query,
  rows,
  placeholder,
  errorMessage,
  children,
}: {
  query: UseQueryResult<T>;
  /** How many placeholder bars stand in for the content. */
  rows?: number;
  /** What stands in for the content instead of the form bars. */
  placeholder?: ReactNode;
  errorMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return placeholder ?? <FormSkeleton rows={rows} />;
  if (query.isError) return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
