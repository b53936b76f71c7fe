import { formInputSchema, type FormPayload, type FormTemplate, type Lang } from '@fikr/shared/core';
import { notFound } from '../lib/app-error';
import { TEMPLATES, type TemplateDef } from '../templates';

/** One template in the reader's language: the questions as POST /forms takes them, the reward as the dialog's. */
export function templateIn(def: TemplateDef, lang: Lang): FormTemplate {
  const reward =
    def.reward.typeMotive === 'coin'
      ? { typeMotive: 'coin' as const, coin: def.reward.coin }
      : {
          typeMotive: 'voucher' as const,
          voucher: { ...def.reward.voucher, description: def.reward.voucher.description[lang] },
        };
  return {
    id: def.id,
    category: def.category,
    lang,
    title: def.title[lang],
    description: def.description[lang],
    questions: def.questions.map((q) => ({
      type: q.type,
      text: q.text[lang],
      required: q.required,
      options: q.options?.[lang] ?? [],
      ...(q.type === 'number' ? { min: q.min, max: q.max } : {}),
    })),
    reward,
  };
}

/** GET /templates: a category's templates (or all) in one language. */
export function listTemplates(lang: Lang, category?: number): FormTemplate[] {
  return TEMPLATES.filter((t) => category === undefined || t.category === category).map((t) => templateIn(t, lang));
}

/** The form a template makes, checked by the schema every created form passes. Unknown id → 404. */
export function templateForm(templateId: string, lang: Lang): FormPayload {
  const def = TEMPLATES.find((t) => t.id === templateId);
  if (!def) throw notFound('errors.templateNotFound');
  const { title, description, questions } = templateIn(def, lang);
  return formInputSchema.parse({ title, description, questions });
}
