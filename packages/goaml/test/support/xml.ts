import { create } from 'xmlbuilder2';

/** A parsed element, enough to read values and compare element order. */
export interface Element {
  readonly name: string;
  readonly text: string;
  readonly children: readonly Element[];
}

interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: { readonly length: number; item(index: number): DomNode | null };
}

const ELEMENT_NODE = 1;

export function parseXml(xml: string): Element {
  const root: DomNode = create(xml).root().node;
  return toElement(root);
}

function toElement(n: DomNode): Element {
  const children: Element[] = [];
  for (let i = 0; i < n.childNodes.length; i++) {
    const child = n.childNodes.item(i);
    if (child?.nodeType === ELEMENT_NODE) children.push(toElement(child));
  }
  return { name: n.nodeName, text: children.length === 0 ? (n.textContent ?? '') : '', children };
}

/** Every element at a slash path below the root, e.g. "activity/report_parties/report_party". */
export function findAll(root: Element, path: string): Element[] {
  let level: Element[] = [root];
  for (const step of path.split('/').filter(Boolean))
    level = level.flatMap((e) => e.children.filter((c) => c.name === step));
  return level;
}

/** The text of the single element at a path, or undefined when it is absent. */
export function textAt(root: Element, path: string): string | undefined {
  const found = findAll(root, path);
  if (found.length > 1) throw new Error(`${path} occurs ${found.length} times`);
  return found[0]?.text;
}

export function childNames(root: Element, path: string): string[] {
  const found = findAll(root, path);
  if (found.length !== 1) throw new Error(`${path} occurs ${found.length} times`);
  return found[0]?.children.map((c) => c.name) ?? [];
}
