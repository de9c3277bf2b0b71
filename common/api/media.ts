import { z } from 'zod';
import { GALLERY_MAX_IMAGES } from '../constants';
import { endpoint } from '../contract';
import { mediaSchema, rotateBody } from './advisers';
import { dataAnswer, userIdParams, uuidParams } from './answers';

/**
 * SPEC.md §7 "Media": an adviser's profile image and gallery (upload, reorder, rotate, delete), and the
 * stored files themselves (`/media/<key>`). The image schemas live with the adviser's (./advisers).
 */

/** Every gallery id, in the new order. */
export const galleryOrderBody = z.object({ ids: z.array(z.string().uuid()).max(GALLERY_MAX_IMAGES) });

const tags = ['media'];
const idParams = uuidParams('Érvénytelen azonosító');
const one = dataAnswer(mediaSchema);
const many = dataAnswer(z.array(mediaSchema));

export const mediaApi = {
  /** Multipart parts: file, userId, type ('profile' or 'gallery'). */
  upload: endpoint({
    method: 'POST',
    path: '/api/media',
    tags,
    summary: 'Kép feltöltése (multipart: file, userId, type)',
    multipart: true,
    responses: { 201: one },
  }),
  /** 404 when there is none, or when it is private to the caller. */
  profileImage: endpoint({
    method: 'GET',
    path: '/api/media/profile/:userId',
    tags,
    summary: 'Profilkép',
    params: userIdParams,
    responses: { 200: one },
  }),
  gallery: endpoint({
    method: 'GET',
    path: '/api/media/gallery/:userId',
    tags,
    summary: 'Galéria',
    params: userIdParams,
    responses: { 200: many },
  }),
  reorderGallery: endpoint({
    method: 'PUT',
    path: '/api/media/gallery/:userId/order',
    tags,
    summary: 'Galéria sorrendje',
    params: userIdParams,
    body: galleryOrderBody,
    responses: { 200: many },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/media/:id',
    tags,
    summary: 'Kép törlése',
    params: idParams,
    responses: { 200: one },
  }),
  rotate: endpoint({
    method: 'PUT',
    path: '/api/media/:id/rotate',
    tags,
    summary: 'Kép forgatása',
    params: idParams,
    body: rotateBody.optional(),
    responses: { 200: one },
  }),
  /**
   * A stored image by its key (`<img src>`, never called through the API client): public for a visible
   * adviser's images, else only with a valid signature. Not in the API document.
   */
  file: endpoint({
    method: 'GET',
    path: '/media/*',
    tags,
    summary: 'Tárolt kép',
    file: true,
    responses: {},
    hide: true,
  }),
};
