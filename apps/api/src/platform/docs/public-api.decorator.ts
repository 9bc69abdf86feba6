import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PrincipalGuard } from '../auth/principal.guard';

/** A controller of the public API: its routes under `path`, grouped under `tag`, every call behind an API key. */
export const PublicApi = (path: string, tag: string): ClassDecorator =>
  applyDecorators(ApiTags(tag), Controller(path), UseGuards(PrincipalGuard));
