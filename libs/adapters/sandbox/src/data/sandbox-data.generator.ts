import { AccountWarning, addDays, CalendarDate, Platform, RetrievedData } from '@gig/domain';
import { generateSandboxEarnings } from './sandbox-earnings.generator';
import { generateSandboxEmployment, ZERO_QUOTED_WEEKS } from './sandbox-employment.generator';
import { generateSandboxProfile } from './sandbox-profile.generator';

export interface SandboxDataRequest {
  readonly platform: Platform;
  readonly country: string;
  readonly identifier: string;
  /** The current calendar date; earnings end the day before. */
  readonly today: CalendarDate;
}

const seedOf = ({ platform, identifier }: SandboxDataRequest) => `${platform.code}:${identifier}`;

/** Realistic data for a worker, the same every time for the same platform and identifier. */
export function generateSandboxData(request: SandboxDataRequest): RetrievedData {
  const { platform, country, identifier, today } = request;
  const seed = seedOf(request);
  const gig = platform.protocol === 'gig';
  return {
    earnings: platform.historyDays > 0 ? generateSandboxEarnings(platform, country, seed, addDays(today, -1)) : [],
    profile: generateSandboxProfile(platform, country, identifier, today, seed),
    employment: gig ? null : generateSandboxEmployment(platform, identifier, today, seed),
    warning: null,
  };
}

/** A connection that worked but yields no income data; zero_quoted_weeks still shows the empty record. */
export function generateSandboxWarningData(request: SandboxDataRequest, warning: AccountWarning): RetrievedData {
  if (warning !== 'zero_quoted_weeks') return { earnings: [], profile: null, employment: null, warning };
  const { platform, country, identifier, today } = request;
  return {
    earnings: [],
    profile: generateSandboxProfile(platform, country, identifier, today, seedOf(request)),
    employment: ZERO_QUOTED_WEEKS,
    warning,
  };
}
