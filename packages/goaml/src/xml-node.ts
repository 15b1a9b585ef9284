import { create } from 'xmlbuilder2';

type Builder = ReturnType<typeof create>;

/**
 * The report is first built as a plain tree in schema order, then written by xmlbuilder2 (which escapes & < >).
 * Keeping the tree separate makes the element order visible in one place per schema type and lets the builder
 * finish collecting every problem before anything is written.
 */
export interface XmlNode {
  readonly name: string;
  readonly text?: string;
  readonly children?: readonly XmlNode[];
}

/** A text element, or nothing when there is no value (for optional elements). */
export function leaf(name: string, text: string | undefined): XmlNode | undefined {
  return text === undefined ? undefined : { name, text };
}

/** A container element with its present children, in the order given. */
export function node(name: string, children: readonly (XmlNode | undefined)[]): XmlNode {
  return { name, children: children.filter((c): c is XmlNode => c !== undefined) };
}

/** A container that is left out when none of its children is present. */
export function optionalNode(name: string, children: readonly (XmlNode | undefined)[]): XmlNode | undefined {
  const built = node(name, children);
  return built.children?.length ? built : undefined;
}

/** UTF-8 XML with a declaration, two-space indentation like the UAE portal's files, and a final newline. */
export function serialize(root: XmlNode): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  append(doc, root);
  return `${doc.end({ prettyPrint: true, indent: '  ' })}\n`;
}

function append(parent: Builder, n: XmlNode): void {
  const el = parent.ele(n.name);
  if (n.text !== undefined) el.txt(n.text);
  for (const child of n.children ?? []) append(el, child);
}
