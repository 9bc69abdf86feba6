import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import { CONNECT_TOKEN } from '../docs/api-access.decorator';

export const CONNECT_TOKEN_KEY = 'gig:connect-token';

/**
 * The widget's operations, which a connect token (`Authorization: Bearer ct_…`) may call instead of a key;
 * everywhere else the guard reads the X-Api-Key header only.
 */
export const AcceptsConnectToken = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(CONNECT_TOKEN_KEY, true), ApiSecurity(CONNECT_TOKEN));
