import { seriesApi } from '@common/api/series';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { presentAppointment } from '../appointments/appointments.presenter';
import { requireAuth } from '../auth/authenticate';
import { presentPreview, presentSeries } from './series.presenter';

/** Recurring series (issue 40): the adviser's rule per type, preview, booking, reading, cancelling the rest. */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.series;

  route(app, seriesApi.updateSettings, async (request) => ({
    success: true as const,
    message: 'A sorozatbeállítás mentve.',
    data: await service.updateSettings(
      requireAuth(request),
      request.params.id,
      request.params.typeId,
      request.body,
    ),
  }));

  route(app, seriesApi.preview, async (request) => ({
    success: true as const,
    data: presentPreview(await service.preview(requireAuth(request), request.query)),
  }));

  route(app, seriesApi.book, async (request, reply) => {
    const { series, records, checkoutUrl } = await service.book(requireAuth(request), request.body);
    return reply.code(201).send({
      success: true as const,
      message: `${records.length} alkalom lefoglalva.`,
      series: presentSeries(series),
      appointments: records.map(presentAppointment),
      checkoutUrl,
    });
  });

  route(app, seriesApi.get, async (request) => {
    const { series, records } = await service.get(requireAuth(request), request.params.id);
    return {
      success: true as const,
      data: { series: presentSeries(series), appointments: records.map(presentAppointment) },
    };
  });

  route(app, seriesApi.cancel, async (request) => {
    const { series, cancelled, records } = await service.cancelRest(
      requireAuth(request),
      request.params.id,
      request.body.fromAppointmentId,
    );
    return {
      success: true as const,
      message: cancelled.length === 1 ? 'Az alkalmat lemondtuk.' : `${cancelled.length} alkalmat lemondtunk.`,
      data: { series: presentSeries(series), appointments: records.map(presentAppointment) },
      cancelled: cancelled.map(presentAppointment),
    };
  });
};
