import type { LegalDocumentName } from '@common/api/settings';
import { formatDate } from '@common/format';
import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { ErrorNotice } from '@web/components/error-notice';
import { useAuthStore } from '@web/lib/auth-store';
import { useFollowInternalLink } from '@web/lib/internal-links';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLegalDocument } from './api/legal-document';
import classes from './legal.module.css';

/** For admins only: the operator fields the document needs but the platform settings leave empty. */
function MissingOperatorData({ missing }: { missing: string[] }) {
  // A guest's page on the server and at hydration; the signed-in admin's warning follows the session.
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  if (!isAdmin || missing.length === 0) return null;
  return (
    <ErrorNotice title="Csak adminisztrátoroknak látható" data-testid="missing-operator-data">
      <Text size="sm">Hiányzó üzemeltetői adat: {missing.join(', ')}.</Text>
      <Text size="sm" mt="xs">
        A látogatók ezek helyén „–” jelet látnak. Pótolja őket itt:{' '}
        <Anchor component={Link} to="/admin/beallitasok">
          Beállítások
        </Anchor>
        .
      </Text>
    </ErrorNotice>
  );
}

/**
 * A legal document of content/ (the ÁSZF, the privacy notice): its title and effective date, a table of
 * contents and the HTML the server rendered from the Markdown. `widgets` are the page's own controls,
 * placed where the Markdown marks them (`<!-- widget:name -->`).
 */
export function LegalDocumentPage({
  name,
  tocId,
  widgets = {},
}: {
  name: LegalDocumentName;
  tocId: string;
  widgets?: Record<string, ReactNode>;
}) {
  const document = useLegalDocument(name);
  const effective = `Hatályos: ${formatDate(document.effectiveDate)}`;

  // The Markdown's own links to other pages of the portal navigate in the app, like the app's links.
  const followInternalLink = useFollowInternalLink();

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{document.title}</Title>
          <Text fw={700}>{effective}</Text>
        </Stack>

        <MissingOperatorData missing={document.missing} />

        <Box component="nav" aria-labelledby={tocId}>
          <Title order={2} size="h3" id={tocId} mb="xs">
            Tartalom
          </Title>
          <List spacing={4} listStyleType="none">
            {document.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Box>

        {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside answer the keyboard themselves */}
        <div className={classes.body} onClick={followInternalLink}>
          {document.parts.map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed positions of one document
            <Fragment key={index}>
              {/* Trusted HTML: rendered on the server from content/*.md, the operator's values escaped. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: see above */}
              <div dangerouslySetInnerHTML={{ __html: part.html }} />
              {part.widgetAfter ? widgets[part.widgetAfter] : null}
            </Fragment>
          ))}
        </div>

        <Text fw={700}>{effective}</Text>
      </Stack>
    </Container>
  );
}
