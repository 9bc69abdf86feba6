import { h } from '../ui/dom.helpers';

export function submitButton(label: string, testId: string, busy: boolean): HTMLButtonElement {
  return h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': testId, disabled: busy, 'aria-busy': busy ? 'true' : undefined }, label);
}

export interface FieldError {
  readonly element: HTMLElement;
  show(message: string): void;
  clear(): void;
}

export function fieldError(input: HTMLInputElement, id: string): FieldError {
  const element = h('div', { id: `${id}-error`, class: 'field-error', 'data-testid': `${id}-error` });
  const hint = input.getAttribute('aria-describedby') ?? '';
  return {
    element,
    show(message) {
      element.replaceChildren(h('p', { role: 'alert' }, message));
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${hint} ${id}-error`.trim());
      input.focus();
    },
    clear() {
      element.replaceChildren();
      input.removeAttribute('aria-invalid');
      if (hint) input.setAttribute('aria-describedby', hint);
    },
  };
}
