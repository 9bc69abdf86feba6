import { buildModal } from './loader.modal';
import type { GigConnectEvent, GigConnectHandle, GigConnectOptions } from './loader.types';
import { apiOriginOf, isWidgetMessage, widgetUrl } from './widget-url.builder';

const script = document.currentScript as HTMLScriptElement | null;
const apiOrigin = apiOriginOf(script?.src, window.location.origin);
let current: GigConnectHandle | null = null;

export function open(options: GigConnectOptions): GigConnectHandle {
  current?.close();
  const notify = (event: GigConnectEvent, data: Record<string, unknown>) => {
    try {
      options.onEvent?.(event, data);
    } catch (error) {
      setTimeout(() => { throw error; });
    }
  };
  const previousFocus = document.activeElement as HTMLElement | null;
  const { overlay, iframe, closeButton } = buildModal(widgetUrl(apiOrigin, window.location.origin, options), options.lang ?? 'es');
  const inerted = Array.from(document.body.children).filter((node) => !(node as HTMLElement).inert) as HTMLElement[];
  const previousOverflow = document.body.style.overflow;
  let closed = false;

  const teardown = () => {
    if (closed) return;
    closed = true;
    window.removeEventListener('message', onMessage);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocusIn, true);
    inerted.forEach((node) => (node.inert = false));
    document.body.style.overflow = previousOverflow;
    overlay.remove();
    if (current === handle) current = null;
    previousFocus?.focus?.();
  };
  const exit = () => {
    if (closed) return;
    teardown();
    notify('exit', { reason: 'closed' });
  };
  const onMessage = (event: MessageEvent) => {
    if (closed || event.origin !== apiOrigin || event.source !== iframe.contentWindow || !isWidgetMessage(event.data)) return;
    const { event: name, data } = event.data;
    if (name === 'exit') teardown();
    notify(name as GigConnectEvent, data ?? {});
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      exit();
    } else if (event.key === 'Tab' && document.activeElement === closeButton) {
      event.preventDefault();
      iframe.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!overlay.contains(event.target as Node)) closeButton.focus();
  };

  closeButton.addEventListener('click', exit);
  iframe.addEventListener('load', () => iframe.focus());
  window.addEventListener('message', onMessage);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocusIn, true);
  inerted.forEach((node) => (node.inert = true));
  document.body.style.overflow = 'hidden';
  document.body.append(overlay);
  closeButton.focus();

  const handle: GigConnectHandle = { close: teardown };
  current = handle;
  return handle;
}
