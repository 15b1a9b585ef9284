import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(packageRoot, '../..');
/** Read-only reference data beside the repository; never copied into it. */
// AML_SHARED_DATA names the shared data folder when the checkout does not sit beside it (scripts/test-all.sh).
export const sharedGoamlDir = path.join(
  process.env.AML_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data'),
  'goaml',
);
export const UAE_SCHEMA_PATH = path.join(sharedGoamlDir, 'uae-fiu-5.0.2/goAMLSchema.xsd');
export const SAMPLES_DIR = path.join(sharedGoamlDir, 'samples');

/**
 * The two patches shared/data/README.md documents. The published UAE schema writes its patterns as JavaScript
 * regular expressions (the portal's own comment says so), which a strict XSD validator reads differently:
 * - the email class [_a-zA-Z0-9-+] is an invalid range in XSD regex syntax; [_a-zA-Z0-9+-] is the same set;
 * - the name pattern ^[a-zA-Z0-9 .'-]*$ is implicitly anchored in XSD, so ^ and $ would be literal characters
 *   and no real name could match; [a-zA-Z0-9 .'-]* is what the portal means.
 */
export const SCHEMA_PATCHES = [
  { what: 'email character class', from: '[_a-zA-Z0-9-+]', to: '[_a-zA-Z0-9+-]' },
  { what: 'name pattern anchors', from: "^[a-zA-Z0-9 .'-]*$", to: "[a-zA-Z0-9 .'-]*" },
] as const;

/** Applies both patches in memory; fails loudly if the schema no longer has what they fix. */
export function patchUaeSchema(xsd: string): string {
  let patched = xsd;
  for (const patch of SCHEMA_PATCHES) {
    if (!patched.includes(patch.from)) throw new Error(`UAE schema patch "${patch.what}" does not apply`);
    patched = patched.replaceAll(patch.from, patch.to);
  }
  return patched;
}

export function readUaeSchema(): string {
  return readFileSync(UAE_SCHEMA_PATH, 'utf8');
}

let patchedSchema: string | undefined;

/** The UAE FIU goAML 5.0.2 schema with the two documented patches applied (built once per test file). */
export function patchedUaeSchema(): string {
  patchedSchema ??= patchUaeSchema(readUaeSchema());
  return patchedSchema;
}

/** Validation messages from libxml2 (xmllint-wasm); empty when the document is valid. */
export async function schemaErrors(xml: string, schema: string = patchedUaeSchema()): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'report.xml', contents: xml }], schema: [schema] });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

export function readSample(name: string): string {
  return readFileSync(path.join(SAMPLES_DIR, name), 'utf8');
}

/** The values of one xs:simpleType enumeration of the schema, read from the XSD text. */
export function schemaEnumeration(typeName: string, xsd: string = readUaeSchema()): string[] {
  const start = xsd.indexOf(`<xs:simpleType name="${typeName}">`);
  if (start < 0) throw new Error(`No simpleType ${typeName} in the schema`);
  const body = xsd.slice(start, xsd.indexOf('</xs:simpleType>', start));
  return [...body.matchAll(/<xs:enumeration value="([^"]*)"/g)].map((m) => m[1] ?? '');
}
