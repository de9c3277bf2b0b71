import { intakeApi } from '@common/api/intake';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import { presentIntake } from './intake.presenter';

/** Intake questions (issue 40): the booking page reads them; the adviser (or an admin) saves them. */
export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.intake;

  route(app, intakeApi.get, async (request) => ({
    success: true as const,
    data: presentIntake(
      await service.questionsFor(request.auth?.user ?? null, request.params.id, request.query.typeId),
    ),
  }));

  route(app, intakeApi.update, async (request) => ({
    success: true as const,
    data: presentIntake(
      await service.setQuestions(
        requireAuth(request),
        request.params.id,
        request.params.typeId,
        request.body.questions,
      ),
    ),
  }));

  route(app, intakeApi.settings, async (request) => ({
    success: true as const,
    data: await service.settings(requireAuth(request), request.params.id),
  }));

  route(app, intakeApi.updateSettings, async (request) => ({
    success: true as const,
    data: await service.updateSettings(requireAuth(request), request.params.id, request.body.intakeInMail),
  }));
};
