/**
 * The whole of Mantine's stylesheet (and the toasts'), in the `mantine` cascade layer. Lazy chunks whose
 * components are not among the public pages' styles (web/app/public-styles.ts) load it with them.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
