import { AccountSchema } from './account.schema';
import { ApiKeySchema } from './api-key.schema';
import { CompanySchema } from './company.schema';
import { DailyEarningSchema } from './daily-earning.schema';
import { UserSchema } from './user.schema';

export const entitySchemas = [CompanySchema, ApiKeySchema, UserSchema, AccountSchema, DailyEarningSchema];
