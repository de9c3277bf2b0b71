import { z } from 'zod';

// Validation messages in Hungarian on both sides (imported once by the server app and the web entry).
z.config(z.locales.hu());
