/**
 * Why a report cannot become a goAML file, in words a compliance officer can act on: which screen section,
 * which field (with the label the screen shows), and what is wrong with it. The builder collects all of them
 * before refusing, so the screen can list everything to complete in one go.
 */

export type ProblemKind = 'missing' | 'too-long' | 'invalid';

export interface ReportProblem {
  /** Where the value lives in the input, e.g. "report.individualUser.dateOfBirth"; for the screen to place it. */
  readonly field: string;
  /** Screen section: "Your profile", "Customer", "Partner 2 (Ali Hassan)", "Report details". */
  readonly section: string;
  /** The field's label as the screen shows it. */
  readonly label: string;
  readonly kind: ProblemKind;
  /** One sentence for the officer, e.g. "Customer: Date of birth is not a valid date." */
  readonly message: string;
}

export class ProblemList {
  readonly #items: ReportProblem[] = [];

  get items(): readonly ReportProblem[] {
    return this.#items;
  }

  /** A problem with a message of its own, such as the spec's "Please select a customer." */
  add(field: string, section: string, label: string, kind: ProblemKind, message: string): void {
    this.#add(field, section, label, kind, message);
  }

  missing(field: string, section: string, label: string): void {
    this.#add(field, section, label, 'missing', `${section}: ${label} is required.`);
  }

  tooLong(field: string, section: string, label: string, max: number): void {
    this.#add(field, section, label, 'too-long', `${section}: ${label} must be at most ${max} characters.`);
  }

  invalid(field: string, section: string, label: string, why: string): void {
    this.#add(field, section, label, 'invalid', `${section}: ${label} ${why}.`);
  }

  #add(field: string, section: string, label: string, kind: ProblemKind, message: string): void {
    this.#items.push({ field, section, label, kind, message });
  }
}

/** Where a group of fields is read from, and how the screen names that place. */
export interface Place {
  readonly problems: ProblemList;
  readonly section: string;
  /** Prefix of the input path, e.g. "tenant" or "report.corporateUser.partners.1". */
  readonly path: string;
}

export function fieldPath(place: Place, key: string): string {
  return `${place.path}.${key}`;
}
