/** Every spelling of a family name the scaffold needs. */
export interface FamilyNames {
  /** `home-services`: folder, project and import path. */
  readonly fileName: string;
  /** `home_services`: the family's name in its platforms and in `GET /v1/platforms`. */
  readonly family: string;
  /** `HOME_SERVICES`: constants. */
  readonly constantName: string;
  /** `homeServices`: the descriptor is `homeServicesFamily`. */
  readonly propertyName: string;
  /** `Home services`: prose. */
  readonly title: string;
}

export function familyNames(raw: string): FamilyNames {
  const words = raw.trim().toLowerCase().split(/[-_\s]+/).filter(Boolean);
  if (words.length === 0 || !/^[a-z]/.test(words[0]) || words.some((w) => !/^[a-z0-9]+$/.test(w))) {
    throw new Error(`"${raw}" is not a family name: use letters and digits in kebab or snake case, e.g. home-services.`);
  }
  const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);
  return {
    fileName: words.join('-'),
    family: words.join('_'),
    constantName: words.join('_').toUpperCase(),
    propertyName: [words[0], ...words.slice(1).map(capitalised)].join(''),
    title: [capitalised(words[0]), ...words.slice(1)].join(' '),
  };
}
