import type { Response } from '@fikr/shared';
import { i18n } from '@fikr/shared';
import '../test/render';
import { completedResponse } from '../test/sample-response';
import { exportRows } from './export-rows';

const base: Response = {
  ...completedResponse,
  form: { _id: 'f1', title: 'Xizmat' },
  answers: [{ question: 'q1', questionText: 'Yoqdimi?', value: 'Ha' }],
  rating: 5,
  review: 'Zo‘r',
};

test('public rows carry rating, review and answers; private and waiting rows never do; the business note and handled show on every row', () => {
  const t = i18n.getFixedT('uz', ['responses', 'common'] as const);
  const rows = exportRows(
    [
      base,
      {
        ...base,
        _id: 'p',
        isPublic: false,
        customer: { phone: '998911112233' },
        handled: true,
        note: "Qo'ng'iroq qilindi",
      },
      { ...base, _id: 'w', status: 'waiting', typeMotive: 'voucher', voucher: { amount: 20000 }, form: null },
    ],
    t,
    'uz',
  );
  expect(rows[0]).toEqual([
    'Mijoz ismi',
    'Telefon',
    'Forma',
    'Holati',
    'Mukofot turi',
    'Miqdor',
    'Sana',
    'Maxfiylik',
    'Baho',
    'Izoh',
    'Javoblar',
    'Hal qilindi',
    'Izoh (biznes)',
  ]);
  expect(rows[1]).toEqual([
    'Aziz',
    '998901234567',
    'Xizmat',
    'Yakunlangan',
    'Keshbek',
    5000,
    '01-03-2026 14:30',
    'ochiq',
    5,
    'Zo‘r',
    'Yoqdimi?: Ha',
    "Yo'q",
    '',
  ]);
  expect(rows[2]).toEqual([
    'Anonim',
    '998911112233',
    'Xizmat',
    'Yakunlangan',
    'Keshbek',
    5000,
    '01-03-2026 14:30',
    'maxfiy',
    '',
    '',
    '',
    'Ha',
    "Qo'ng'iroq qilindi",
  ]);
  expect(rows[3]).toEqual([
    'Aziz',
    '998901234567',
    'Form topilmadi',
    'Kutilmoqda',
    'Voucher',
    20000,
    '01-03-2026 14:30',
    '',
    '',
    '',
    '',
    "Yo'q",
    '',
  ]);
});
