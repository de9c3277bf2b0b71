import { messages } from '@common/messages';
import {
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch, IconUserSearch } from '@tabler/icons-react';
import { useConsultationTypes } from '@web/api/consultation-types';
import { AdviserSearchBox } from '@web/components/adviser-search-box';
import { ListSearchButton } from '@web/components/list-search';
import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import { type FormEvent, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import classes from './adviser-list-page.module.css';
import { useAdviserSearch } from './api/search-advisers';
import { AdviserCard, AdviserCardSkeleton } from './components/adviser-card';
import { PublicLoadError } from './components/public-load-error';
import { inexactMatchText, resultCountText } from './display';
import {
  type AdviserListState,
  FREE_WITHIN_ANY,
  freeWithinFromOption,
  freeWithinOptions,
  hasFilters,
  listStateToParams,
  parseListState,
  SEARCH_MAX_LENGTH,
  sortOptionOf,
  sortOptionsFor,
  sortOptionToState,
} from './list-search-params';

const ALL_CATEGORIES = 'all';
const SKELETON_COUNT = 6;

export interface AdviserListPageProps {
  /** Where a card's profile link points: '/tanacsado' (public) or '/kerdezo/tanacsado' (asker area). */
  profileBase?: string;
}

/**
 * /tanacsadok (and /kerdezo/tanacsadok): search (with suggestions), area and free-slot filters, order
 * and pages of the visible advisers. The state lives in the URL query string, so back/forward, reload
 * and shared links show the same list.
 */
export default function AdviserListPage({ profileBase = '/tanacsado' }: AdviserListPageProps) {
  usePageTitle(PAGE_TITLES.list);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = useMemo(() => parseListState(params), [params]);
  const [searchText, setSearchText] = useState(state.search);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // Silent: without the types the filter offers only "Összes terület" and the search itself still works.
  const types = useConsultationTypes({ silent: true });
  const search = useAdviserSearch(state);

  // Back/forward (or a link) changed the URL: the field shows the search of the list on screen.
  useEffect(() => setSearchText(state.search), [state.search]);

  const update = (patch: Partial<AdviserListState>) => {
    setParams(listStateToParams({ ...state, page: 1, ...patch }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: searchText.trim().slice(0, SEARCH_MAX_LENGTH) });
  };

  const clearFilters = () => {
    setSearchText('');
    update({ search: '', category: null, freeWithinDays: null });
  };

  // A suggested area lists that area's advisers (as /tanacsadok?category=… from the home page does).
  const pickArea = (areaId: string) => {
    setSearchText('');
    update({ search: '', category: areaId });
  };

  const goToPage = (page: number) => {
    update({ page });
    // The new page starts at the result count, for keyboard and screen-reader users too.
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  const categoryOptions = [
    { value: ALL_CATEGORIES, label: 'Összes terület' },
    ...(types.data ?? []).map((type) => ({ value: type.id, label: type.name })),
  ];
  const sortOptions = sortOptionsFor(state.search);
  const activeFilters = Number(state.category !== null) + Number(state.freeWithinDays !== null);

  const answer = search.data;
  const showSkeletons = search.isPending;
  const showError = search.isError && !answer;
  const inexactNotice = answer ? inexactMatchText(state.search, answer) : null;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Tanácsadók</Title>
          <Text>
            Keressen név, bemutatkozás vagy tanácsadási terület szerint, és nézze meg a tanácsadók profilját.
          </Text>
        </Stack>

        <search aria-label="Tanácsadók szűrése">
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            {/* Hydrated with the page, not as a boundary of its own: a select changed before its boundary
                hydrated would hydrate with the new value, and React would see no change to report. */}
            {/* A real form too: submitted before the scripts run (or without them), the browser loads
                the list with its fields as the query (parseListState reads them). */}
            <form action={pathname} method="get" onSubmit={onSubmit}>
              <Stack gap="sm">
                <Group gap="sm" align="flex-end" wrap="wrap">
                  <AdviserSearchBox
                    label="Keresés"
                    name="search"
                    type="search"
                    placeholder="Például: adó, karrier, Kovács"
                    value={searchText}
                    onChange={setSearchText}
                    onPickAdviser={(adviser) => navigate(`${profileBase}/${adviser.id}`)}
                    onPickArea={(area) => pickArea(area.id)}
                    maxLength={SEARCH_MAX_LENGTH}
                    leftSection={<IconSearch size={18} aria-hidden="true" />}
                    style={{ flex: '1 1 220px', minWidth: 0 }}
                  />
                  <ListSearchButton />
                </Group>
                {/* On a phone the filters would fill the first screen: they fold behind this button. */}
                <Button
                  hiddenFrom="sm"
                  variant="default"
                  leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
                  aria-expanded={filtersOpen}
                  aria-controls={filtersId}
                  onClick={() => setFiltersOpen((open) => !open)}
                >
                  {activeFilters > 0 ? `Szűrők (${activeFilters})` : 'Szűrők'}
                </Button>
                <Group
                  id={filtersId}
                  className={filtersOpen ? undefined : classes.foldedOnPhone}
                  gap="sm"
                  align="flex-end"
                  wrap="wrap"
                >
                  {/* Native selects: keyboard, screen readers and phones know them, and they need no popover code. */}
                  <NativeSelect
                    label="Tanácsadási terület"
                    name="category"
                    data={categoryOptions}
                    value={state.category ?? ALL_CATEGORIES}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      update({ category: value !== ALL_CATEGORIES ? value : null });
                    }}
                    style={{ flex: '1 1 220px', minWidth: 0 }}
                  />
                  <NativeSelect
                    label="Rendezés"
                    name="sort"
                    data={sortOptions}
                    value={sortOptionOf(state)}
                    onChange={(event) => update(sortOptionToState(event.currentTarget.value))}
                    style={{ flex: '1 1 200px', minWidth: 0 }}
                  />
                  <NativeSelect
                    label="Van szabad időpontja"
                    name="freeWithinDays"
                    data={freeWithinOptions(state.freeWithinDays)}
                    value={state.freeWithinDays ? String(state.freeWithinDays) : FREE_WITHIN_ANY}
                    onChange={(event) =>
                      update({ freeWithinDays: freeWithinFromOption(event.currentTarget.value) })
                    }
                    style={{ flex: '1 1 200px', minWidth: 0 }}
                  />
                </Group>
              </Stack>
            </form>
          </Paper>
        </search>

        <Box ref={resultsRef} tabIndex={-1} style={{ outline: 'none', scrollMarginTop: 80 }}>
          <Text role="status" aria-live="polite" fw={600}>
            {answer && !showError ? resultCountText(answer) : ''}
            {showSkeletons ? 'Tanácsadók betöltése…' : ''}
          </Text>
        </Box>

        {showError ? (
          <PublicLoadError
            title={messages.advisers.listFailed}
            onRetry={() => search.refetch()}
            retrying={search.isFetching}
          />
        ) : null}

        {showSkeletons ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-hidden="true">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <AdviserCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : null}

        {answer && !showError && inexactNotice ? <Text>{inexactNotice}</Text> : null}

        {answer && !showError && answer.data.length > 0 ? (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            aria-busy={search.isPlaceholderData || undefined}
            style={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            {answer.data.map((adviser) => (
              <Suspense key={adviser.id}>
                <AdviserCard adviser={adviser} profileBase={profileBase} />
              </Suspense>
            ))}
          </SimpleGrid>
        ) : null}

        {answer && !showError && answer.data.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="sm" ta="center">
              <IconUserSearch size={40} aria-hidden="true" color="var(--mantine-color-gray-7)" />
              {answer.totalCount === 0 ? (
                <>
                  <Text fw={600}>Nincs a keresésnek megfelelő tanácsadó.</Text>
                  {hasFilters(state) ? (
                    <Button variant="light" onClick={clearFilters}>
                      Szűrők törlése
                    </Button>
                  ) : null}
                </>
              ) : (
                <>
                  <Text fw={600}>Ezen az oldalon nincs találat.</Text>
                  <Button variant="light" onClick={() => goToPage(1)}>
                    Ugrás az első oldalra
                  </Button>
                </>
              )}
            </Stack>
          </Paper>
        ) : null}

        {answer && !showError && answer.totalPages > 1 ? (
          <nav aria-label="Lapozás">
            {/* A boundary of its own: a press before it is hydrated hydrates it first, then counts (React). */}
            <Suspense>
              <Pagination
                total={answer.totalPages}
                value={Math.min(state.page, answer.totalPages)}
                onChange={goToPage}
                layout="responsive"
                formatLabel={({ page, totalPages }) => `${page}. oldal / ${totalPages}`}
                getItemProps={(page) => ({ 'aria-label': `${page}. oldal` })}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Előző oldal' : 'Következő oldal',
                })}
                // Full width, so the compact "1. oldal / 2" layout is used only on narrow screens.
                styles={{ root: { display: 'flex', justifyContent: 'center', width: '100%' } }}
              />
            </Suspense>
          </nav>
        ) : null}
      </Stack>
    </Container>
  );
}
