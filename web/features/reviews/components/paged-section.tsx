import { messages } from '@common/messages';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListPagination } from '@web/components/list-pagination';
import { QueryBody } from '@web/components/query-body';
import { SectionCard } from '@web/components/section-card';
import type { ReactNode } from 'react';

/** A review list's page as a section titled `title`: the empty note, or the cards and the page links. */
export function PagedSection<T>({
  title,
  list,
  rows,
  emptyText,
  children,
}: {
  title: string;
  list: {
    page: number;
    setPage: (page: number) => void;
    query: UseQueryResult<{ data: T[]; totalPages: number }>;
  };
  /** How many placeholder bars stand in for the cards while they load. */
  rows: number;
  emptyText: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <SectionCard title={title}>
      <QueryBody query={list.query} rows={rows} errorMessage={messages.reviews.loadFailed}>
        {(answer) =>
          answer.data.length === 0 ? (
            <Text>{emptyText}</Text>
          ) : (
            <Stack gap="sm">
              {answer.data.map(children)}
              <ListPagination
                label={`${title} lapozása`}
                totalPages={answer.totalPages}
                page={list.page}
                onChange={list.setPage}
              />
            </Stack>
          )
        }
      </QueryBody>
    </SectionCard>
  );
}
