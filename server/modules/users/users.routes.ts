import { timeZoneBody } from '@common/api/account';
import { userAnswer } from '@common/api/auth';
import { TIME_ZONE } from '@common/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUserAnswer } from '../auth/auth.presenter';
import { requireAuth } from '../auth/authenticate';
import { loadSignedInUserView, setUserTimeZone } from './users.service';

const tags = ['felhasznalok'];

/**
 * The signed-in user's own settings kept for them (issue 18): PUT /api/users/me/time-zone stores the
 * browser's time zone the web reports after login, so mails can show the local time beside Budapest's.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/users/me/time-zone',
    {
      schema: {
        tags,
        summary: 'A böngésző időzónája (null: csak budapesti idő)',
        body: timeZoneBody,
        response: { 200: userAnswer },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { timeZone } = request.body;
      // Budapest itself is kept as "none": the mails then show Budapest time only.
      await setUserTimeZone(app.db, auth.user.id, timeZone === TIME_ZONE ? null : timeZone);
      return presentUserAnswer(await loadSignedInUserView(app.db, auth.user.id), app.clock.now());
    },
  );
};
