import { WIDGET_LANGUAGES } from '@gig/domain';
import { OptionalTextField, TextField } from '../../../platform/http/text-field.decorator';

/** A worker's consent (Palenca's fields); every field is checked by the use case, all bad ones named at once. */
export class RecordConsentRequestDto {
  @TextField({ format: 'uuid' })
  user_id?: string;

  @TextField({ format: 'date-time', example: '2026-11-02T15:04:05Z', description: 'When the worker consented (ISO 8601 with an offset): not before the user was created nor after now, give or take 5 minutes.' })
  timestamp?: string;

  @TextField({ minLength: 1, maxLength: 50, example: 'checkbox' })
  consent_method?: string;

  @TextField({ minLength: 1, maxLength: 32, example: '2026-11', description: 'The version of the consent text shown.' })
  version?: string;

  @TextField({ enum: WIDGET_LANGUAGES }, 'language must be es or en')
  language?: string;

  @TextField({ minLength: 1, maxLength: 300, example: 'Mozilla/5.0 (Linux; Android 14)', description: 'The worker’s device, e.g. the browser’s user agent.' })
  device?: string;

  @OptionalTextField({ type: String, nullable: true, example: '203.0.113.7', description: 'IPv4 or IPv6, the worker’s address as your backend saw it; taken from a private key only. With a public key, or when absent, the caller’s address as the service sees it (behind a proxy, with `TRUST_PROXY`) is stored, and this one is only checked.' })
  ip_address?: string | null;

  @OptionalTextField({ type: String, format: 'uuid', nullable: true, description: 'A widget of your company; default: the one the user was created through.' })
  widget_id?: string | null;
}
