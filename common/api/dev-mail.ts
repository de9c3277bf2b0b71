import { z } from 'zod';
import { endpoint } from '../contract';

/**
 * The local mailbox (/dev/mail): outside production and without SMTP_URL, the portal's mails land here
 * (the e2e tests read their codes and links from it). Not part of the API document; its answers (an
 * HTML page, JSON or a mail's own HTML) are written by the route, so none is declared.
 */
export const devMailApi = {
  list: endpoint({
    method: 'GET',
    path: '/dev/mail',
    tags: [],
    summary: 'Helyi postafiók',
    hide: true,
    query: z.object({
      to: z.string().trim().toLowerCase().optional(),
      format: z.enum(['html', 'json']).optional(),
    }),
    responses: {},
  }),
  mail: endpoint({
    method: 'GET',
    path: '/dev/mail/:id',
    tags: [],
    summary: 'Egy levél HTML változata',
    hide: true,
    params: z.object({ id: z.coerce.number().int().positive() }),
    responses: {},
  }),
};
