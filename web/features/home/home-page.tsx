import { formatNumber } from '@common/format';
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconCalendarCheck,
  IconMessages,
  IconSearch,
  IconShieldLock,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import { useActiveExpertsCount } from '@web/api/active-experts-count';
import { AdviserSearchBox } from '@web/components/adviser-search-box';
import { usePageTitle } from '@web/lib/page-title';
import { type FormEvent, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FeaturedExperts } from './components/featured-experts';
import classes from './home-page.module.css';

/** The search API's limit on the text (common/api/advisers.ts). */
const SEARCH_MAX_LENGTH = 100;

const FEATURES = [
  {
    icon: IconSearch,
    title: 'Keresés és szűrés',
    text: 'Találja meg a témájához illő szakértőt név, leírás vagy tanácsadási terület alapján.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Online időpontfoglalás',
    text: 'A tanácsadók munkaidejéből a szabad időpontok közül választhat, néhány kattintással.',
  },
  {
    icon: IconVideo,
    title: 'Videós találkozó a böngészőben',
    text: 'Nincs szükség külön programra: a megbeszélés közvetlenül a böngészőben zajlik.',
  },
  {
    icon: IconMessages,
    title: 'Üzenetek',
    text: 'Kérdéseit a találkozó előtt és után is megbeszélheti a tanácsadóval.',
  },
  {
    icon: IconShieldLock,
    title: 'Biztonság',
    text: 'Megerősített e-mail cím, kétlépcsős azonosítás és titkosított kapcsolat védi a fiókját.',
  },
];

export default function HomePage() {
  usePageTitle();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const activeCount = useActiveExpertsCount();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    navigate(text ? `/tanacsadok?search=${encodeURIComponent(text)}` : '/tanacsadok');
  };

  return (
    <>
      {/* Hydrated with the page (no boundary of its own), as the search field in it must be. */}
      <section className={classes.hero} aria-labelledby="hero-title">
        <Container size="lg" py={{ base: 48, md: 80 }}>
          <Stack gap="lg" maw={720}>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              Online szakértői és tanácsadói portál
            </Title>
            <Text size="lg" className={classes.heroText}>
              Jogi, pénzügyi, karrier- vagy életvezetési kérdése van? Keressen megbízható szakértőt, foglaljon
              időpontot, és beszéljenek online, videón.
            </Text>
            <search aria-label="Tanácsadók keresése">
              {/* A real form: before the scripts run, the browser itself submits it to the list. */}
              <form action="/tanacsadok" onSubmit={search}>
                <Group gap="sm" align="flex-end" wrap="wrap">
                  <AdviserSearchBox
                    className={classes.searchInput}
                    label="Mit keres?"
                    name="search"
                    placeholder="Például: adótanácsadás, karrier, Kovács"
                    value={query}
                    onChange={setQuery}
                    onPickAdviser={(adviser) => navigate(`/tanacsado/${adviser.id}`)}
                    onPickArea={(area) => navigate(`/tanacsadok?category=${encodeURIComponent(area.id)}`)}
                    maxLength={SEARCH_MAX_LENGTH}
                    size="md"
                    leftSection={<IconSearch size={18} aria-hidden="true" />}
                    styles={{ label: { color: 'white' } }}
                  />
                  <Button type="submit" size="md" color="yellow.4" c="dark.9">
                    Keresés
                  </Button>
                </Group>
              </form>
            </search>
            {activeCount.data ? (
              <Group gap="xs" wrap="nowrap" className={classes.heroText} data-testid="active-experts-count">
                <IconUsers size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Text fw={600} className={classes.heroText} style={{ minWidth: 0 }}>
                  {`Jelenleg ${formatNumber(activeCount.data)} aktív szakértő várja Önt`}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Container>
      </section>

      <Container size="lg" py="xl">
        <Stack gap="xl">
          <section aria-labelledby="featured-title" className={classes.belowFold}>
            <Stack gap="md">
              <Title order={2} id="featured-title">
                Kiemelt tanácsadók
              </Title>
              <FeaturedExperts />
              <Group>
                <Button
                  component={Link}
                  to="/tanacsadok"
                  variant="light"
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                >
                  Összes tanácsadó
                </Button>
              </Group>
            </Stack>
          </section>

          <section aria-labelledby="features-title" className={classes.belowFold}>
            <Stack gap="md">
              <Title order={2} id="features-title">
                Amit a portál nyújt
              </Title>
              <Suspense>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {FEATURES.map((feature) => (
                    <Card key={feature.title} withBorder radius="md" padding="lg">
                      <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                        <feature.icon size={24} />
                      </ThemeIcon>
                      <Title order={3} size="h4" mt="md">
                        {feature.title}
                      </Title>
                      <Text size="sm" mt="xs">
                        {feature.text}
                      </Text>
                    </Card>
                  ))}
                </SimpleGrid>
              </Suspense>
            </Stack>
          </section>

          <section aria-labelledby="cta-title" className={classes.belowFold}>
            <Suspense>
              <Card withBorder radius="md" padding="xl" bg="blue.0">
                <Stack gap="sm">
                  <Title order={2} id="cta-title">
                    Tanácsadó? Csatlakozzon hozzánk!
                  </Title>
                  <Text>
                    Mutassa be szakértelmét, adja meg munkaidejét, és fogadjon online foglalásokat egyetlen
                    felületen.
                  </Text>
                  <Group gap="sm">
                    <Button component={Link} to="/landing-tanacsadoknak">
                      Tudjon meg többet
                    </Button>
                    <Button component={Link} to="/landing" variant="default">
                      Hogyan működik?
                    </Button>
                  </Group>
                </Stack>
              </Card>
            </Suspense>
          </section>
        </Stack>
      </Container>
    </>
  );
}
