import type { Response } from '@fikr/shared';

/** A completed public coin response with one answered question (detail and export tests start from it). */
export const completedResponse: Response = {
  _id: 'r1',
  form: { _id: 'f1', title: 'Xizmat sifati' },
  status: 'completed',
  customer: { name: 'Aziz', phone: '998901234567' },
  answers: [{ question: 'q1', questionText: 'Xizmat qanday edi?', value: 'Juda yaxshi' }],
  rating: 4,
  review: 'Rahmat, zo‘r xizmat',
  isPublic: true,
  typeMotive: 'coin',
  coin: 5000,
  createdAt: '2026-03-01T09:30:00.000Z',
};
