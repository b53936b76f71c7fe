import type { z } from 'zod';
import type { formSchema } from '../schemas';

type ConsoleForm = z.input<typeof formSchema>;

/** A form as the console's API sends it (GET /forms, /forms/{id}): every declared field, `overrides` on top. */
export function consoleForm(overrides: Partial<ConsoleForm> & Pick<ConsoleForm, '_id'>): ConsoleForm {
  const code = `code-${overrides._id}`;
  return {
    title: 'Forma',
    description: '',
    questions: [],
    responses: [],
    responsesCount: 0,
    completedCount: 0,
    shareCode: code,
    uniqueCode: code,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
