import { countryKey } from '../i18n/i18n';
import { button, h, section, stepHeading } from '../ui/dom.helpers';
import type { StepContext } from './step.context';

export function platformStep({ state, t, actions }: StepContext): HTMLElement {
  const platforms = state.widget?.platforms ?? [];
  const heading = stepHeading(t('platform_title'));
  heading.id = 'step-platform-title';
  const list = h('ul', { class: 'choices' }, ...platforms.map((platform) =>
    h('li', {}, button(platform.name, `platform-${platform.code}`, () => actions.choosePlatform(platform.code), 'secondary')),
  ));
  return section('step-platform', heading, platforms.length ? list : h('p', {}, t('platform_empty')));
}

export function countryStep({ state, t, actions }: StepContext): HTMLElement {
  const platform = state.platform;
  const heading = stepHeading(t('country_title', { platform: platform?.name ?? '' }));
  heading.id = 'step-country-title';
  const list = h('ul', { class: 'choices' }, ...(platform?.countries ?? []).map((country) => {
    const key = countryKey(country);
    return h('li', {}, button(key ? t(key) : country.toUpperCase(), `country-${country}`, () => actions.chooseCountry(country), 'secondary'));
  }));
  return section('step-country', heading, list, h('div', { class: 'actions' }, button(t('back'), 'back', actions.back, 'link')));
}
