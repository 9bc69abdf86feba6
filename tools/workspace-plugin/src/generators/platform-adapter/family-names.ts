/** Every spelling of a family name the scaffold needs. */
export interface FamilyNames {
  /** `home-services`: folder, project and import path. */
  readonly fileName: string;
  /** `home_services`: the domain's PlatformFamily value. */
  readonly family: string;
  /** `HOME_SERVICES`: constants. */
  readonly constantName: string;
  /** `HomeServices`: factory name. */
  readonly className: string;
  /** `Home services`: prose. */
  readonly title: string;
}

export function familyNames(raw: string): FamilyNames {
  const words = raw.trim().toLowerCase().split(/[-_\s]+/).filter(Boolean);
  if (words.length === 0 || !/^[a-z]/.test(words[0]) || words.some((w) => !/^[a-z0-9]+$/.test(w))) {
    throw new Error(`"${raw}" is not a family name: use letters and digits in kebab or snake case, e.g. home-services.`);
  }
  return {
    fileName: words.join('-'),
    family: words.join('_'),
    constantName: words.join('_').toUpperCase(),
    className: words.map((w) => w[0].toUpperCase() + w.slice(1)).join(''),
    title: [words[0][0].toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' '),
  };
}
