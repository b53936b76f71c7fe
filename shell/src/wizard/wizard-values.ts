import { businessStep0Schema, type CreateBusinessPayload } from '@fikr/shared/schemas';

export interface WizardValues {
  name: string;
  phone: string;
  category?: number;
  region?: number;
  district?: number;
  address: string;
  description: string;
}

export type Step0Field = 'name' | 'phone' | 'category';
/** Field → i18n key of the `common` namespace. */
export type Step0Errors = Partial<Record<Step0Field, string>>;

export const EMPTY_VALUES: WizardValues = { name: '', phone: '', address: '', description: '' };

/** Step 0 through the shared schema: the first message per field, or the parsed values. */
export function validateStep0(values: WizardValues): {
  errors: Step0Errors;
  data?: Pick<CreateBusinessPayload, Step0Field>;
} {
  const result = businessStep0Schema.safeParse(values);
  if (result.success) return { errors: {}, data: result.data };
  const errors: Step0Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Step0Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** POST /business body: step 0 as parsed, step 1 only where filled in. */
export function createPayload(
  step0: Pick<CreateBusinessPayload, Step0Field>,
  values: WizardValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...step0 };
  if (values.region) body.region = values.region;
  if (values.district) body.district = values.district;
  if (values.address.trim()) body.address = values.address.trim();
  if (values.description.trim()) body.description = values.description.trim();
  return body;
}
