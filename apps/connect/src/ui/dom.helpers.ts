type Attrs = Readonly<Record<string, string | boolean | number | undefined | ((event: Event) => void)>>;
export type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, '').toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

export function stepHeading(text: string): HTMLHeadingElement {
  return h('h1', { tabindex: -1, class: 'step-title', 'data-step-heading': true }, text);
}

export function section(testId: string, ...children: Child[]): HTMLElement {
  return h('section', { 'data-testid': testId, class: 'step', 'aria-labelledby': `${testId}-title` }, ...children);
}

export function button(label: string, testId: string, onClick: () => void, kind: 'primary' | 'secondary' | 'link' = 'primary', disabled = false): HTMLButtonElement {
  return h('button', { type: 'button', class: `btn btn-${kind}`, 'data-testid': testId, disabled, onclick: () => onClick() }, label);
}

export function alertBox(text: string, testId = 'error-message'): HTMLElement {
  return h('p', { role: 'alert', class: 'alert', 'data-testid': testId }, text);
}
