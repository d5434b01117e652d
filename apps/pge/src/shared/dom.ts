/** Small DOM builders: the screens are plain elements, no framework. */

type Child = Node | string | null | undefined | false;

export interface Props {
  class?: string;
  text?: string;
  attrs?: Record<string, string | number | boolean | undefined>;
  on?: Partial<{ [K in keyof HTMLElementEventMap]: (event: HTMLElementEventMap[K]) => void }>;
}

function apply(element: Element, props: Props | undefined, children: Child[]): void {
  if (props?.class) element.setAttribute('class', props.class);
  if (props?.text !== undefined) element.textContent = props.text;
  for (const [name, value] of Object.entries(props?.attrs ?? {})) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const [type, listener] of Object.entries(props?.on ?? {}))
    element.addEventListener(type, listener as EventListener);
  for (const child of children) if (child) element.append(child);
}

/** An HTML element with its class, text, attributes, listeners and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props?: Props,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  apply(element, props, children);
  return element;
}

const svgNs = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes and children. */
export function s(
  tag: string,
  attrs: Record<string, string | number> = {},
  ...children: Child[]
): SVGElement {
  const element = document.createElementNS(svgNs, tag) as SVGElement;
  apply(element, { attrs }, children);
  return element;
}

/** Resolves after `ms` (animations only; never money or rules). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True when the player asked the system for less motion. */
export const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
