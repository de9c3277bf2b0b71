import { dac7Api } from '@common/api/dac7';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import { presentDac7Status } from './dac7.presenter';

/** DAC7 (issue 39): the adviser's seller data, and the admin's yearly report and copies. */
export const dac7Routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.dac7;

  route(app, dac7Api.get, async (request) => ({
    success: true as const,
    data: presentDac7Status(await service.status(requireAuth(request), request.params.id)),
  }));

  route(app, dac7Api.update, async (request) => ({
    success: true as const,
    message: 'A DAC7 adatok mentve.',
    data: presentDac7Status(
      await service.save(requireAuth(request), request.params.id, request.body, request.ip),
    ),
  }));

  route(app, dac7Api.summary, async (request) => ({
    success: true as const,
    data: await service.summary(request.query.year),
  }));

  route(app, dac7Api.report, async (request, reply) => {
    const file = await service.report(
      { auth: requireAuth(request), ip: request.ip },
      request.query.year,
      request.query.format,
    );
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });

  route(app, dac7Api.sendCopies, async (request) => {
    const data = await service.sendCopies({ auth: requireAuth(request), ip: request.ip }, request.query.year);
    return {
      success: true as const,
      message:
        data.sent > 0
          ? `${data.sent} tanácsadónak elküldtük a saját ${data.year}. évi DAC7 adatait.`
          : data.alreadySent > 0
            ? `Minden tanácsadó megkapta már a ${data.year}. évi DAC7 adatait.`
            : `A ${data.year}. évben nincs jelentendő tanácsadó.`,
      data,
    };
  });
};
