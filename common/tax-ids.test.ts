import { describe, expect, it } from 'vitest';
import { dac7SellerBody } from './api/dac7';
import {
  euVatNumberError,
  hungarianPersonalTaxIdError,
  hungarianRegistrationNumberError,
  hungarianTaxNumberError,
  ibanError,
  normalizeHungarianTaxNumber,
  normalizeIban,
  normalizeVatNumber,
  tinError,
} from './tax-ids';

describe('Hungarian adószám', () => {
  it.each([
    '12345676-1-42',
    '12345676-2-41',
    '12345676142',
    '10773381-2-44',
    '12345676-5-02',
    '12345676-1-20',
    '12345676-1-22',
    '12345676-4-51',
  ])('takes %s', (value) => {
    expect(hungarianTaxNumberError(value)).toBeNull();
  });

  it('refuses a wrong check digit of the törzsszám', () => {
    // 1·9 + 2·7 + 3·3 + 4·1 + 5·9 + 6·7 + 7·3 = 144 → check digit 6, not 8.
    expect(hungarianTaxNumberError('12345678-1-42')).toBe('Az adószám ellenőrző számjegye hibás.');
    expect(hungarianTaxNumberError('10773382-2-44')).toBe('Az adószám ellenőrző számjegye hibás.');
  });

  it.each([
    ['12345676-0-42', 'Az adószám 9. számjegye (áfakód) csak 1–5 lehet.'],
    ['12345676-6-42', 'Az adószám 9. számjegye (áfakód) csak 1–5 lehet.'],
    ['12345676-1-01', 'Az adószám utolsó két számjegye (területi kód) nem létező adóhivatalt jelöl.'],
    ['12345676-1-21', 'Az adószám utolsó két számjegye (területi kód) nem létező adóhivatalt jelöl.'],
    ['12345676-1-45', 'Az adószám utolsó két számjegye (területi kód) nem létező adóhivatalt jelöl.'],
    ['12345676-1-50', 'Az adószám utolsó két számjegye (területi kód) nem létező adóhivatalt jelöl.'],
    ['12345676-1-4', 'Az adószám formátuma 12345678-1-23 (11 számjegy).'],
    ['1234567A-1-42', 'Az adószám formátuma 12345678-1-23 (11 számjegy).'],
    ['', 'Az adószám formátuma 12345678-1-23 (11 számjegy).'],
  ])('refuses %s', (value, message) => {
    expect(hungarianTaxNumberError(value)).toBe(message);
  });

  it('is written with hyphens', () => {
    expect(normalizeHungarianTaxNumber('12345676142')).toBe('12345676-1-42');
    expect(normalizeHungarianTaxNumber(' 12345676-1-42 ')).toBe('12345676-1-42');
    expect(normalizeHungarianTaxNumber('123')).toBeNull();
  });
});

describe('Hungarian adóazonosító jel', () => {
  it('takes a well formed number, with the birth date it encodes', () => {
    // 42278 days after 1867-01-01 is 1982-10-03; check digit Σ(dᵢ·i) mod 11 = 5.
    expect(hungarianPersonalTaxIdError('8422780135')).toBeNull();
    expect(hungarianPersonalTaxIdError('8422780135', '1982-10-03')).toBeNull();
    expect(hungarianPersonalTaxIdError('8450610133', '1990-05-17')).toBeNull();
  });

  it('refuses a wrong check digit, a check sum of 10, a wrong first digit or length', () => {
    expect(hungarianPersonalTaxIdError('8422780136')).toBe('Az adóazonosító jel ellenőrző számjegye hibás.');
    // 845061015x: the sum mod 11 is 10, which no adóazonosító jel may have.
    for (let d = 0; d <= 9; d += 1) {
      expect(hungarianPersonalTaxIdError(`845061015${d}`)).toBe(
        'Az adóazonosító jel ellenőrző számjegye hibás.',
      );
    }
    expect(hungarianPersonalTaxIdError('7422780135')).toBe('Az adóazonosító jel 8-as számjeggyel kezdődik.');
    expect(hungarianPersonalTaxIdError('842278013')).toBe('Az adóazonosító jel 10 számjegyből áll.');
    expect(hungarianPersonalTaxIdError('84227801355')).toBe('Az adóazonosító jel 10 számjegyből áll.');
  });

  it('must encode the birth date given', () => {
    expect(hungarianPersonalTaxIdError('8422780135', '1982-10-04')).toBe(
      'Az adóazonosító jel nem egyezik a születési dátummal.',
    );
  });
});

describe('IBAN', () => {
  it.each([
    'HU42 1177 3016 1111 1018 0000 0000',
    'hu42117730161111101800000000',
    'DE89 3704 0044 0532 0130 00',
    'AT61 1904 3002 3457 3201',
    'NL91 ABNA 0417 1643 00',
    'FR14 2004 1010 0505 0001 3M02 606',
    'NO93 8601 1117 947',
    'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  ])('takes %s', (value) => {
    expect(ibanError(value)).toBeNull();
  });

  it('refuses a wrong checksum', () => {
    expect(ibanError('HU43 1177 3016 1111 1018 0000 0000')).toBe(
      'Az IBAN ellenőrző számjegyei hibásak: kérjük, ellenőrizze a számot.',
    );
    // One digit of the account changed.
    expect(ibanError('DE89 3704 0044 0532 0130 01')).toBe(
      'Az IBAN ellenőrző számjegyei hibásak: kérjük, ellenőrizze a számot.',
    );
  });

  it('refuses the wrong length for the country and unknown countries', () => {
    expect(ibanError('HU42 1177 3016 1111 1018 0000 000')).toBe('A(z) HU IBAN 28 karakterből áll.');
    expect(ibanError('DE89 3704 0044 0532 0130 000')).toBe('A(z) DE IBAN 22 karakterből áll.');
    expect(ibanError('QQ42 1177 3016')).toBe('Az IBAN országkódja ismeretlen vagy nem SEPA-ország.');
    expect(ibanError('11773016-11111018-00000000')).toMatch(/^Az IBAN országkóddal/);
  });

  it('is kept without spaces, upper case', () => {
    expect(normalizeIban(' hu42 1177 3016 1111 1018 0000 0000')).toBe('HU42117730161111101800000000');
  });
});

describe('EU VAT number', () => {
  it.each([
    'HU12345676',
    'HU 1234 5676',
    'ATU12345678',
    'BE0123456789',
    'DE123456789',
    'EL123456789',
    'ESX1234567X',
    'FRAB123456789',
    'IE1234567WA',
    'NL123456789B01',
    'SE123456789001',
    'XI123456789',
    'XIGD123',
    'RO1234',
  ])('takes %s', (value) => {
    expect(euVatNumberError(value)).toBeNull();
  });

  it('refuses a Hungarian one with a wrong törzsszám check digit', () => {
    expect(euVatNumberError('HU12345678')).toBe('A közösségi adószám ellenőrző számjegye hibás.');
  });

  it.each([
    ['GR123456789', 'Görög közösségi adószám EL előtaggal kezdődik.'],
    ['US123456789', 'A közösségi adószám egy EU-tagállam kódjával kezdődik (pl. HU12345676).'],
    ['12345676', 'A közösségi adószám egy EU-tagállam kódjával kezdődik (pl. HU12345676).'],
    ['HU12345676-1-42', 'A magyar közösségi adószám HU és 8 számjegy (az adószám első 8 számjegye).'],
    ['DE12345678', 'A közösségi adószám formátuma nem felel meg az országénak.'],
    ['AT12345678', 'A közösségi adószám formátuma nem felel meg az országénak.'],
    ['NL123456789A01', 'A közösségi adószám formátuma nem felel meg az országénak.'],
  ])('refuses %s', (value, message) => {
    expect(euVatNumberError(value)).toBe(message);
  });

  it('is kept compact, upper case', () => {
    expect(normalizeVatNumber('hu 1234-5676')).toBe('HU12345676');
  });
});

describe('TIN and registration number', () => {
  it('is the adóazonosító jel of a Hungarian individual and the adószám of a Hungarian entity', () => {
    expect(tinError('8422780135', 'HU', 'individual', '1982-10-03')).toBeNull();
    expect(tinError('12345676-2-41', 'HU', 'individual')).toBe('Az adóazonosító jel 10 számjegyből áll.');
    expect(tinError('12345676-2-41', 'HU', 'entity')).toBeNull();
    expect(tinError('8422780135', 'HU', 'entity')).toBe('Az adószám formátuma 12345678-1-23 (11 számjegy).');
  });

  it('is any text up to 30 characters from another country, but never empty', () => {
    expect(tinError('DE 12/345/67890', 'DE', 'individual')).toBeNull();
    expect(tinError('x'.repeat(31), 'AT', 'entity')).toBe('Az adóazonosító szám legfeljebb 30 karakter.');
    expect(tinError('  ', 'AT', 'entity')).toBe('Az adóazonosító szám megadása kötelező.');
  });

  it('takes a Hungarian cégjegyzékszám or a civil register number', () => {
    expect(hungarianRegistrationNumberError('01-09-123456')).toBeNull();
    expect(hungarianRegistrationNumberError('0109123456')).toBeNull();
    expect(hungarianRegistrationNumberError('01-02-0001234')).toBeNull();
    expect(hungarianRegistrationNumberError('01-09-12345')).toBe('A cégjegyzékszám formátuma 01-09-123456.');
    expect(hungarianRegistrationNumberError('Cg. 01-09-123456')).toBe(
      'A cégjegyzékszám formátuma 01-09-123456.',
    );
  });
});

describe('the DAC7 form schema', () => {
  const individual = {
    sellerType: 'individual',
    name: 'Minta Márta',
    country: 'HU',
    zipCode: '1051',
    city: 'Budapest',
    street: 'Fő utca 1.',
    tin: '8422780135',
    tinCountry: 'HU',
    birthDate: '1982-10-03',
    vatNumber: '',
    registrationNumber: '',
    iban: 'HU42 1177 3016 1111 1018 0000 0000',
  };
  const errorsOf = (value: object) => {
    const result = dac7SellerBody.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('takes a complete individual and a complete entity', () => {
    expect(errorsOf(individual)).toEqual({});
    expect(
      errorsOf({
        ...individual,
        sellerType: 'entity',
        name: 'Minta Kft.',
        tin: '12345676-2-41',
        birthDate: '',
        vatNumber: 'HU12345676',
        registrationNumber: '01-09-123456',
      }),
    ).toEqual({});
  });

  it('puts each message on its field', () => {
    expect(
      errorsOf({
        ...individual,
        tin: '8422780136',
        iban: 'HU43 1177 3016 1111 1018 0000 0000',
        vatNumber: 'HU12345678',
      }),
    ).toEqual({
      tin: 'Az adóazonosító jel ellenőrző számjegye hibás.',
      iban: 'Az IBAN ellenőrző számjegyei hibásak: kérjük, ellenőrizze a számot.',
      vatNumber: 'A közösségi adószám ellenőrző számjegye hibás.',
    });
    expect(errorsOf({ ...individual, birthDate: '' })).toEqual({
      birthDate: 'A születési dátum megadása kötelező',
    });
    expect(errorsOf({ ...individual, birthDate: '1982-02-30' })).toEqual({
      birthDate: 'A születési dátum formátuma ÉÉÉÉ-HH-NN',
    });
    expect(errorsOf({ ...individual, sellerType: 'entity', tin: '12345676-2-41' })).toEqual({
      registrationNumber: 'Cégnél a cégjegyzékszám (nyilvántartási szám) megadása kötelező',
    });
    expect(errorsOf({ ...individual, name: ' ', country: 'XX' })).toMatchObject({
      name: 'A név megadása kötelező',
      country: 'Válassza ki az országot',
    });
  });
});
