import { expect } from 'vitest';
import { type BuildOptions, buildDpmsrXml, type DpmsrReportInput, type ReportProblem } from '../../src/index';
import { schemaErrors } from './uae-schema';
import { type Element, parseXml } from './xml';

export interface BuiltReport {
  readonly xml: string;
  readonly root: Element;
  readonly fileName: string;
  readonly indicator: string;
}

/** Builds the file and validates it against the patched UAE schema; fails the test if either step fails. */
export async function buildValid(input: DpmsrReportInput, options?: BuildOptions): Promise<BuiltReport> {
  const result = buildDpmsrXml(input, options);
  if (!result.ok) {
    const why = result.reason === 'incomplete' ? result.problems.map((p) => p.message).join('\n') : result.message;
    throw new Error(`The report was refused:\n${why}`);
  }
  expect(await schemaErrors(result.xml)).toEqual([]);
  return { xml: result.xml, root: parseXml(result.xml), fileName: result.fileName, indicator: result.indicator };
}

/** The problems of a refused report; fails the test if a file was produced. */
export function refusal(input: DpmsrReportInput, options?: BuildOptions): readonly ReportProblem[] {
  const result = buildDpmsrXml(input, options);
  if (result.ok) throw new Error('Expected the report to be refused, but a file was produced');
  if (result.reason !== 'incomplete') throw new Error(`Expected missing fields, got: ${result.message}`);
  return result.problems;
}
