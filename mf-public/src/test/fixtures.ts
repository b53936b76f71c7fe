import type { Question } from '@fikr/shared/core';
import type { PublicFormData } from '../form/use-public-form';

export const QUESTIONS: Question[] = [
  { _id: 'q-name', type: 'text', text: 'Sevimli taomingiz', required: true, options: [] },
  { _id: 'q-dish', type: 'choice', text: 'Qaysi taom yoqdi?', required: false, options: ['Osh', 'Somsa'] },
  { _id: 'q-service', type: 'number', text: 'Xizmat sifati', required: true, options: [], min: 1, max: 5 },
  { _id: 'q-recommend', type: 'number', text: 'Tavsiya qilasizmi?', required: false, options: [], min: 0, max: 10 },
  { _id: 'q-extra', type: 'text', text: "Qo'shimcha", required: false, options: [] },
];

export function formData(overrides: Partial<PublicFormData> = {}): PublicFormData {
  return {
    form: { _id: 'f1', title: 'Mehmon fikri', description: '', questions: QUESTIONS },
    business: { name: 'Choyxona Navro‘z', description: 'Milliy taomlar', logo: '/uploads/logos/a.png' },
    typeMotive: 'coin',
    coin: 5000,
    voucher: { amount: 0 },
    status: 'waiting',
    openLink: false,
    ...overrides,
  };
}

export const fail = (status: number, message?: string) => ({
  status,
  body: { success: false, ...(message ? { message } : {}) },
});
