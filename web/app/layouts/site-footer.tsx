import { Anchor, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useCookieConsent } from '@web/features/cookie-consent/cookie-preferences';
import { Link } from 'react-router';
import classes from './layout.module.css';

export function SiteFooter() {
  const reopenCookies = useCookieConsent((s) => s.reopen);
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dark.6">
            {`© ${new Date().getFullYear()} Tanácsadó portál – online szakértői és tanácsadói portál`}
          </Text>
          <Group gap="md" component="nav" aria-label="Jogi információk">
            <Anchor component={Link} to="/aszf" size="sm" c="dark.7">
              ÁSZF
            </Anchor>
            <Anchor component={Link} to="/adatkezeles" size="sm" c="dark.7">
              Adatkezelési tájékoztató
            </Anchor>
            <UnstyledButton onClick={reopenCookies} className={classes.footerButton}>
              Süti beállítások
            </UnstyledButton>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
