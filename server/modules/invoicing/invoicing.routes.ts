import { invoicingApi } from '@common/api/invoicing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { sendPdf } from '../../lib/stored-file-reply';
import { requireAuth } from '../auth/authenticate';
import { presentInvoicingAccount } from './invoicing.presenter';

/** The adviser's invoicing connection, retrying a failed invoice, and downloading issued ones. */
export const invoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.invoicing;
  const present = (row: Parameters<typeof presentInvoicingAccount>[0]) => ({
    success: true as const,
    data: presentInvoicingAccount(row, service.providers()),
  });

  route(app, invoicingApi.account, async (request) =>
    present(await service.ownAccount(requireAuth(request))),
  );

  route(app, invoicingApi.saveAccount, async (request) =>
    present(await service.saveAccount(requireAuth(request), request.body)),
  );

  route(app, invoicingApi.checkAccount, async (request) => {
    await service.checkAccount(requireAuth(request), request.body);
    return { success: true as const };
  });

  route(app, invoicingApi.retry, async (request) => {
    const appointmentId = await service.retry(requireAuth(request), request.params.id);
    if (appointmentId) app.events.publish('mail.queued', {});
    return { success: true as const };
  });

  route(app, invoicingApi.pdf, async (request, reply) =>
    sendPdf(request, reply, app.privateStorage, await service.pdfOf(requireAuth(request), request.params.id)),
  );
};
