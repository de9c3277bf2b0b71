import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideAccess } from './route-access';

describe('route guard (SPEC.md §5)', () => {
  it('sends a guest from a role-protected route to the login page, remembering where they wanted to go', () => {
    expect(decideAccess({ roles: ['admin'] }, null, '/admin/felhasznalok')).toEqual({
      kind: 'redirect',
      to: '/bejelentkezes',
      logout: false,
      remember: '/admin/felhasznalok',
    });
  });

  it('logs out a user of the wrong role and sends them to login', () => {
    expect(decideAccess({ roles: ['admin'] }, { role: 'kerdezo' }, '/admin')).toEqual({
      kind: 'redirect',
      to: '/bejelentkezes',
      logout: true,
    });
  });

  it('lets the right role in, and both parties into a meeting', () => {
    expect(decideAccess({ roles: ['tanacsado'] }, { role: 'tanacsado' }, '/tanacsadoi-fiok').kind).toBe(
      'allow',
    );
    const meeting = { roles: ['tanacsado', 'kerdezo'] as const };
    expect(decideAccess(meeting, { role: 'kerdezo' }, '/meeting/x').kind).toBe('allow');
    expect(decideAccess(meeting, { role: 'admin' }, '/meeting/x').kind).toBe('redirect');
  });

  it('sends a logged-in user away from login and registration to their own area', () => {
    expect(decideAccess({ guestOnly: true }, { role: 'admin' }, '/bejelentkezes')).toMatchObject({
      to: '/admin',
    });
    expect(decideAccess({ guestOnly: true }, { role: 'tanacsado' }, '/regisztracio')).toMatchObject({
      to: '/tanacsadoi-fiok',
    });
    expect(decideAccess({ guestOnly: true }, { role: 'kerdezo' }, '/regisztracio')).toMatchObject({
      to: '/kerdezo',
    });
    expect(decideAccess({ guestOnly: true }, null, '/bejelentkezes').kind).toBe('allow');
  });

  it('sends a user who has just logged in to the remembered page of their own area', () => {
    expect(
      decideAccess({ guestOnly: true }, { role: 'kerdezo' }, '/bejelentkezes', '/kerdezo/tanacsadasaim'),
    ).toMatchObject({ to: '/kerdezo/tanacsadasaim' });
    expect(
      decideAccess({ guestOnly: true }, { role: 'kerdezo' }, '/bejelentkezes', '/admin/felhasznalok'),
    ).toMatchObject({ to: '/kerdezo' });
  });

  it('leaves public routes open to everyone', () => {
    expect(decideAccess({}, null, '/tanacsadok').kind).toBe('allow');
  });
});

describe('after-login target (SPEC.md §2)', () => {
  it('sends each role to its area', () => {
    expect(afterLoginTarget('admin', null)).toBe('/admin');
    expect(afterLoginTarget('tanacsado', undefined)).toBe('/tanacsadoi-fiok');
    expect(afterLoginTarget('kerdezo', null)).toBe('/kerdezo');
  });

  it('returns to the remembered page only inside the role’s own area', () => {
    expect(afterLoginTarget('kerdezo', '/kerdezo/foglalas/abc')).toBe('/kerdezo/foglalas/abc');
    expect(afterLoginTarget('kerdezo', '/admin/felhasznalok')).toBe('/kerdezo');
  });
});
