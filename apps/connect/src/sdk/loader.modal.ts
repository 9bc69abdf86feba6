type Style = Partial<Record<keyof CSSStyleDeclaration, string>>;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, style: Style, attrs: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}

export interface Modal {
  readonly overlay: HTMLDivElement;
  readonly iframe: HTMLIFrameElement;
  readonly closeButton: HTMLButtonElement;
}

export function buildModal(src: string, lang: string): Modal {
  const english = lang === 'en';
  const narrow = window.matchMedia?.('(max-width: 480px)').matches ?? false;
  const overlay = el('div', {
    position: 'fixed', inset: '0', zIndex: '2147483000', background: 'rgba(17,24,39,0.66)',
    display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: narrow ? '0' : '16px',
  });
  const dialog = el('div', {
    width: narrow ? '100%' : 'min(440px, 100%)', height: narrow ? '100%' : 'min(720px, 100%)',
    display: 'flex', flexDirection: 'column', background: '#ffffff', borderRadius: narrow ? '0' : '12px', overflow: 'hidden',
    boxShadow: '0 20px 50px rgba(0,0,0,0.3)',
  }, { role: 'dialog', 'aria-modal': 'true', 'aria-label': english ? 'Connect your account' : 'Conecta tu cuenta' });
  const bar = el('div', { display: 'flex', justifyContent: 'flex-end', padding: '4px', background: '#f3f4f6', flex: '0 0 auto' });
  const closeButton = el('button', {
    font: '600 14px system-ui, sans-serif', color: '#111827', background: '#ffffff', border: '1px solid #6b7280',
    borderRadius: '6px', padding: '6px 12px', cursor: 'pointer', minHeight: '36px',
  }, { type: 'button', 'data-gig-connect-close': '' });
  closeButton.textContent = english ? 'Close' : 'Cerrar';
  const iframe = el('iframe', { border: '0', width: '100%', flex: '1 1 auto', display: 'block' }, {
    src, title: english ? 'Connect your account' : 'Conecta tu cuenta', allow: 'clipboard-write',
  });
  bar.append(closeButton);
  dialog.append(bar, iframe);
  overlay.append(dialog);
  return { overlay, iframe, closeButton };
}
