import { usersApi } from '@common/api/users';
import { TIME_ZONE } from '@common/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { presentUserAnswer } from '../auth/auth.presenter';
import { requireAuth } from '../auth/authenticate';
import { loadSignedInUserView, setUserTimeZone } from './users.service';

/**
 * The signed-in user's own settings kept for them (issue 18): PUT /api/users/me/time-zone stores the
 * browser's time zone the web reports after login, so mails can show the local time beside Budapest's.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, usersApi.timeZone, async (request) => {
    const auth = requireAuth(request);
    const { timeZone } = request.body;
    // Budapest itself is kept as "none": the mails then show Budapest time only.
    await setUserTimeZone(app.db, auth.user.id, timeZone === TIME_ZONE ? null : timeZone);
    return presentUserAnswer(await loadSignedInUserView(app.db, auth.user.id), app.clock.now());
  });
};
