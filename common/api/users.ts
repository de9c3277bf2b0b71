import { endpoint } from '../contract';
import { timeZoneBody } from './account';
import { userAnswer } from './auth';

/**
 * The signed-in user's own settings kept for them (issue 18): the browser's time zone the web reports
 * after login, so mails can show the local time beside Budapest's.
 */
export const usersApi = {
  timeZone: endpoint({
    method: 'PUT',
    path: '/api/users/me/time-zone',
    tags: ['felhasznalok'],
    summary: 'A böngésző időzónája (null: csak budapesti idő)',
    body: timeZoneBody,
    responses: { 200: userAnswer },
  }),
};
