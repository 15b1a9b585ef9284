import { type FuzzyLevel, type ScreeningRequest, screeningRequestSchema, toScreeningDob } from '@aml/contracts';

export const QUICK_SCREENING_PATH = '/dashboard/screening';
export const RESULTS_PATH = '/dashboard/results';

/** The Quick Screening form (spec 3 §2): its fields carry the request's names, so a 400 lands on them. */
export interface QuickScreeningValues {
  entityType: ScreeningRequest['entityType'];
  names: string;
  /** yyyy-MM-dd from the date input; sent as dd/mm/yyyy (spec 3 §3, §9). */
  dob: string;
  gender: string;
  fuzzyLevel: FuzzyLevel;
}

export const EMPTY_QUICK_SCREENING: QuickScreeningValues = {
  entityType: 'Individual',
  names: '',
  dob: '',
  gender: '',
  fuzzyLevel: '0',
};

/** The body of POST api/Scan/search: entityType, names, dob, gender, fuzzyLevel (spec 3 §3). */
export function toScreeningRequest(values: QuickScreeningValues): ScreeningRequest {
  return {
    entityType: values.entityType,
    names: values.names.trim(),
    dob: toScreeningDob(values.dob),
    gender: values.gender.trim(),
    fuzzyLevel: Number(values.fuzzyLevel) as 0 | 1 | 2,
  };
}

/**
 * The request's own schema (the server's) run on the body the form would send; each field shows its first
 * problem. Spec 3 §5: only the name is required ("Name is required").
 */
export function validateQuickScreening(
  values: QuickScreeningValues,
): Partial<Record<keyof QuickScreeningValues, string>> {
  const parsed = screeningRequestSchema.safeParse(toScreeningRequest(values));
  const errors: Partial<Record<keyof QuickScreeningValues, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors)) {
      errors[field as keyof QuickScreeningValues] = issue.message;
    }
  }
  return errors;
}
