import { AccountEmploymentSchema, AccountProfileSchema } from './account-data.schema';
import { AccountSchema } from './account.schema';
import { ApiKeySchema } from './api-key.schema';
import { CompanySchema } from './company.schema';
import { DailyEarningSchema } from './daily-earning.schema';
import { JobSchema } from './job.schema';
import { LoginLimitSchema } from './login-limit.schema';
import { UserSchema } from './user.schema';

export const entitySchemas = [
  CompanySchema,
  ApiKeySchema,
  UserSchema,
  AccountSchema,
  DailyEarningSchema,
  AccountProfileSchema,
  AccountEmploymentSchema,
  JobSchema,
  LoginLimitSchema,
];
