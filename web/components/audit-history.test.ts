import { formatPrice } from '@common/format';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges } from './audit-history';

const entry = (entityType: string, before: unknown, after: unknown) => ({ entityType, before, after });

describe('auditChanges', () => {
  it('names every stored enum value in Hungarian, by field and by kind of record', () => {
    expect(
      auditChanges(entry('appointment', { paymentStatus: 'no_payment' }, { paymentStatus: 'paid' })),
    ).toEqual(['Fizetési állapot: Nincs fizetés → Fizetve']);
    expect(
      auditChanges(entry('appointment', { status: 'confirmed' }, { status: 'no_show', noShowBy: 'client' })),
    ).toEqual(['Állapot: Megerősítve → Nem jelent meg', 'Ki nem jelent meg: A kérdező nem jelent meg']);
    expect(auditChanges(entry('payment', { status: 'paid' }, { status: 'disputed' }))).toEqual([
      'Állapot: Fizetve → Vitatott terhelés',
    ]);
    expect(auditChanges(entry('user', { role: 'kerdezo' }, { role: 'admin' }))).toEqual([
      'Szerepkör: Kérdező → Adminisztrátor',
    ]);
    expect(auditChanges(entry('asker', {}, { subscriptionStatus: 'expired' }))).toEqual([
      'Előfizetés állapota: Lejárt',
    ]);
    expect(
      auditChanges(entry('subscription_package', { audience: 'tanacsado' }, { audience: 'kerdezo' })),
    ).toEqual(['Kinek: Tanácsadó → Kérdező']);
  });

  it('gives numbers their units, nested settings their labels, and leaves out what did not change', () => {
    expect(
      auditChanges(
        entry(
          'platform_settings',
          { defaultBufferMinutes: 10, operator: { companyName: 'Régi Kft.', seat: 'Budapest' } },
          { defaultBufferMinutes: 15, operator: { companyName: 'Új Kft.', seat: 'Budapest' } },
        ),
      ),
    ).toEqual(['Szünet két foglalás között: 10 perc → 15 perc', 'Üzemeltető: Cégnév: Régi Kft. → Új Kft.']);
    expect(auditChanges(entry('subscription_package', { priceHuf: 4990 }, { priceHuf: 5990 }))).toEqual([
      `Bruttó ár: ${formatPrice(4990)} → ${formatPrice(5990)}`,
    ]);
  });

  it('names the actions; one this page does not know yet shows as stored', () => {
    expect(auditActionLabel('appointment.payment_status')).toBe('Fizetési állapot módosítása');
    expect(auditActionLabel('valami.uj')).toBe('valami.uj');
  });
});
