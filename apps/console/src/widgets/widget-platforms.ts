import type { Platform, Widget } from '../api/console-schemas';

/**
 * The platforms the widget page offers: those of the widget offered in at least one of its countries (the connect
 * read's rule), by name, in the widget's order; the others are counted as hidden. Until the platform list is read,
 * the widget's codes as they are.
 */
export function shownPlatforms(widget: Pick<Widget, 'platforms' | 'countries'>, platforms: readonly Pick<Platform, 'code' | 'name' | 'countries'>[] | null): { names: string[]; hidden: number } {
  if (!platforms) return { names: [...widget.platforms], hidden: 0 };
  const byCode = new Map(platforms.map((platform) => [platform.code, platform]));
  const names = widget.platforms.flatMap((code) => {
    const platform = byCode.get(code);
    return platform && platform.countries.some((country) => widget.countries.includes(country)) ? [platform.name] : [];
  });
  return { names, hidden: widget.platforms.length - names.length };
}
