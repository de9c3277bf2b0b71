import { z } from 'zod';
import { endpoint } from '../contract';
import { dataAnswer } from './answers';
import { meetingSchema } from './conversations';

/** The video meeting of an appointment (its room id is the appointment's meeting link). */
export const meetingsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/meetings/:roomId',
    tags: ['idopontok'],
    roles: ['tanacsado', 'kerdezo'],
    summary: 'Videós megbeszélés adatai (csak a két fél)',
    params: z.object({ roomId: z.string().min(1).max(100) }),
    responses: { 200: dataAnswer(meetingSchema) },
  }),
};
