import type { Clock, IdentifierKind, LoginMethod, Platform } from '@gig/domain';
import { SANDBOX_TEST_PLATFORMS } from './sandbox-test.platforms';

export const NOW = '2025-03-15T15:30:00Z';
export const TODAY = '2025-03-15';
export const YESTERDAY = '2025-03-14';

export const fixedClock = (iso = NOW): Clock => ({ now: () => new Date(iso) });

export function platformOf(code: string): Platform {
  const platform = SANDBOX_TEST_PLATFORMS.find((candidate) => candidate.code === code);
  if (!platform) throw new Error(`unknown platform ${code}`);
  return platform;
}

const GOOD_IDENTIFIERS: Readonly<Record<IdentifierKind, string>> = {
  email: 'maria.lopez@example.com',
  phone: '5512345678',
  email_or_phone: '5512345678',
  curp: 'GOMA850312HDFRRN09',
};

export const goodIdentifierFor = (platform: Platform) => GOOD_IDENTIFIERS[platform.identifierKind];

export const GOOD_SECRETS: Readonly<Record<LoginMethod, string>> = { otp: '482913', password: 'Correcto-2025' };
