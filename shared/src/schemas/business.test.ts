import { parsed, uzErrors } from '../testing/parse-errors';
import { businessStep0Schema, businessStep1Schema, businessUpdateSchema, createBusinessSchema } from './business';

describe('businessStep0Schema', () => {
  const valid = { name: 'Rayhon', phone: '+998 (90) 123-45-67', category: 1 };

  it('accepts a valid step and stores the phone as digits', () => {
    expect(parsed(businessStep0Schema, valid)).toEqual({ name: 'Rayhon', phone: '998901234567', category: 1 });
  });
  it('accepts category 0 (Boshqa) also as a string', () => {
    expect(parsed(businessStep0Schema, { ...valid, category: '0' }).category).toBe(0);
  });
  it('reports every missing field with the spec text', () => {
    expect(uzErrors(businessStep0Schema, { name: '  ', phone: '', category: '' })).toEqual({
      name: 'Biznes nomi kiritilishi shart',
      phone: 'Biznes telefoni kiritilishi shart',
      category: 'Toifani tanlash majburiy',
    });
    expect(uzErrors(businessStep0Schema, {})).toEqual({
      name: 'Biznes nomi kiritilishi shart',
      phone: 'Biznes telefoni kiritilishi shart',
      category: 'Toifani tanlash majburiy',
    });
  });
  it.each(['90123456', '+998 90 123 45 6', '+901234567', '+997901234567', '998-90-123-45-67x', '++998901234567'])(
    'rejects the phone %p',
    (phone) => {
      expect(uzErrors(businessStep0Schema, { ...valid, phone })).toEqual({
        phone: "Telefon raqam noto'g'ri formatda (+998901234567)",
      });
    },
  );
  it.each(['998901234567', '+998901234567', '998 90 123 45 67', '90 123 45 67', '901234567'])(
    'accepts the phone %p as registration does',
    (phone) => {
      expect(parsed(businessStep0Schema, { ...valid, phone }).phone).toBe('998901234567');
    },
  );
  it('rejects a category outside 0..8', () => {
    expect(uzErrors(businessStep0Schema, { ...valid, category: 9 })).toEqual({ category: "Toifa noto'g'ri tanlangan" });
    expect(uzErrors(businessStep0Schema, { ...valid, category: 1.5 })).toEqual({
      category: "Toifa noto'g'ri tanlangan",
    });
  });
});

describe('businessStep1Schema', () => {
  it('is fully optional; blanks become undefined', () => {
    expect(parsed(businessStep1Schema, { region: '', district: null, address: ' ', description: '' })).toEqual({});
  });
  it('accepts a district of the chosen region', () => {
    expect(parsed(businessStep1Schema, { region: 1, district: 2, address: ' Chilonzor 5 ' })).toEqual({
      region: 1,
      district: 2,
      address: 'Chilonzor 5',
    });
  });
  it('rejects a district of another region', () => {
    expect(uzErrors(businessStep1Schema, { region: 2, district: 1 })).toEqual({
      district: 'Tanlangan tuman ushbu viloyatga tegishli emas',
    });
  });
  it('needs the region when a district is given', () => {
    expect(uzErrors(businessStep1Schema, { district: 1 })).toEqual({ region: 'Avval viloyatni tanlang' });
  });
  it('rejects unknown ids', () => {
    expect(uzErrors(businessStep1Schema, { region: 15 })).toEqual({ region: "Viloyat noto'g'ri tanlangan" });
    expect(uzErrors(businessStep1Schema, { region: 1, district: 158 })).toEqual({
      district: "Tuman noto'g'ri tanlangan",
    });
  });
  it('limits address and description', () => {
    expect(uzErrors(businessStep1Schema, { address: 'a'.repeat(301), description: 'd'.repeat(2001) })).toEqual({
      address: 'Manzil 300 ta belgidan oshmasligi kerak',
      description: 'Tavsif 2000 ta belgidan oshmasligi kerak',
    });
  });
});

describe('createBusinessSchema', () => {
  it('coerces numeric strings as POST /business may send them', () => {
    expect(
      parsed(createBusinessSchema, {
        name: 'Rayhon',
        phone: '+998901234567',
        category: '2',
        region: '1',
        district: '3',
        address: 'Amir Temur 1',
        description: '',
      }),
    ).toEqual({ name: 'Rayhon', phone: '998901234567', category: 2, region: 1, district: 3, address: 'Amir Temur 1' });
  });
  it('reports both steps at once', () => {
    expect(
      uzErrors(createBusinessSchema, { name: '', phone: '+998901234567', category: 1, region: 3, district: 1 }),
    ).toEqual({
      name: 'Biznes nomi kiritilishi shart',
      district: 'Tanlangan tuman ushbu viloyatga tegishli emas',
    });
  });
});

describe('businessUpdateSchema', () => {
  it('accepts an empty update', () => {
    expect(parsed(businessUpdateSchema, {})).toEqual({});
  });
  it('treats blank multipart fields as not sent and coerces ids', () => {
    expect(
      parsed(businessUpdateSchema, {
        name: 'Yangi',
        email: '',
        category: '8',
        region: '14',
        district: '157',
        removeLogo: 'true',
      }),
    ).toEqual({ name: 'Yangi', category: 8, region: 14, district: 157, removeLogo: 'true' });
  });
  it('validates email, phone and removeLogo', () => {
    expect(uzErrors(businessUpdateSchema, { email: 'not-an-email', phone: '123', removeLogo: 'yes' })).toEqual({
      email: "Elektron pochta manzili noto'g'ri",
      phone: "Telefon raqam noto'g'ri formatda (+998901234567)",
      removeLogo: "removeLogo qiymati 'true' yoki 'false' bo'lishi kerak",
    });
  });
});
