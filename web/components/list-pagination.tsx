import { Pagination } from '@mantine/core';

/** Page links under a server-paged list, with Hungarian labels; nothing when there is one page. */
export function ListPagination({
  page,
  totalPages,
  onChange,
  label = 'Lapozás',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={onChange}
        layout="responsive"
        formatLabel={({ page: current, totalPages: total }) => `${current}. oldal / ${total}`}
        getItemProps={(item) => ({ 'aria-label': `${item}. oldal` })}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Előző oldal' : 'Következő oldal',
        })}
        styles={{ root: { display: 'flex', justifyContent: 'center', width: '100%' } }}
      />
    </nav>
  );
}
