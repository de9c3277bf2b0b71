import { devMailApi } from '@common/api/dev-mail';
import { formatDateTime } from '@common/format';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localMailbox } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const LIMIT = 50;

/**
 * The local mailbox at /dev/mail: the newest mails (optionally for one address), as a page or JSON.
 * Registered only outside production and only when no SMTP_URL is set.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, devMailApi.list, async (request, reply) => {
    const { to, format } = request.query;
    const rows = await app.db
      .select()
      .from(localMailbox)
      .where(to ? eq(localMailbox.to, to) : undefined)
      .orderBy(desc(localMailbox.id))
      .limit(LIMIT);
    if (format === 'json') {
      return {
        success: true,
        data: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    }
    const items = rows
      .map(
        (m) => `<article style="border:1px solid #ced4da;border-radius:8px;padding:16px;margin:0 0 16px">
<h2 style="margin:0 0 4px;font-size:18px">${escapeHtml(m.subject)}</h2>
<p style="margin:0 0 8px;color:#495057">Címzett: ${escapeHtml(m.to)} · ${formatDateTime(m.createdAt)} · <a href="/dev/mail/${m.id}">HTML változat</a></p>
<pre style="white-space:pre-wrap;margin:0;font-family:inherit">${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="hu"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Helyi postafiók – Tanácsadó portál</title></head>
<body style="font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;color:#212529">
<h1 style="font-size:24px">Helyi postafiók</h1>
<p>Fejlesztői postafiók: ha nincs <code>SMTP_URL</code> beállítva, a portál levelei ide érkeznek (a legújabb ${LIMIT}).</p>
<main>${items || '<p>Még nem érkezett levél.</p>'}</main></body></html>`);
  });

  route(app, devMailApi.mail, async (request, reply) => {
    const [mail] = await app.db.select().from(localMailbox).where(eq(localMailbox.id, request.params.id));
    if (!mail) throw notFound('A levél nem található.');
    // The mail's own HTML is shown as it is, but sandboxed: no scripts, no same-origin access.
    return reply
      .header(
        'Content-Security-Policy',
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      )
      .type('text/html; charset=utf-8')
      .send(mail.html);
  });
};
