/**
 * Mantine's styles for the components the server-rendered public pages use, and only those: the whole
 * stylesheet is three times larger and would block the first paint. Everything else (the areas, the
 * sign-in pages, dialogs, toasts) brings the whole sheet with its lazy chunk (web/lib/full-styles.ts).
 * All of it in the `mantine` cascade layer, so the app's own CSS wins whatever loads later.
 * public-styles.test.ts fails when a public page starts using a component whose styles are not here.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
// The cookie-consent dialog, rendered into every public page.
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
