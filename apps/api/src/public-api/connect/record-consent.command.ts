import type { ConsentInput } from '@gig/domain';
import type { RecordConsentRequestDto } from './dto/consent.request';

/** `POST /v1/users/consent`, its body checked by {@link RecordConsentRequestDto}, in the use case's names. */
export function toConsentInput(body: RecordConsentRequestDto): ConsentInput {
  return {
    userId: body.user_id, timestamp: body.timestamp, consentMethod: body.consent_method, version: body.version,
    language: body.language, device: body.device, ipAddress: body.ip_address, widgetId: body.widget_id,
  };
}
