import type { WidgetInput } from '@gig/domain';
import type { UpdateWidgetRequestDto } from './dto/widget.requests';

/** The validated request as the use cases' typed input: wire names to domain names; null (which @IsOptional lets through) kept, for it clears a field. */
export const widgetInput = (body: UpdateWidgetRequestDto): WidgetInput => ({
  name: body.name,
  platforms: body.platforms,
  countries: body.countries,
  allowedOrigins: body.allowed_origins,
  redirectUrl: body.redirect_url,
  language: body.language,
  primaryColor: body.primary_color,
  logoUrl: body.logo_url,
  consentVersion: body.consent_version,
});
