import { OptionalTextField, TextField } from '../../../platform/http/text-field.decorator';

/** What the worker asks; checked by the use case. */
export class AskWorkerRequestDto {
  @TextField({ enum: ['deletion', 'objection'], description: '`deletion`: delete everything the company holds about me (cancellation); `objection`: do not evaluate my income automatically (art. 26 II).' })
  type?: string;

  @OptionalTextField({ maxLength: 2000, description: 'An optional message to the company.' })
  message?: string;
}

/** Why the company declines; checked by the use case. */
export class DeclineWorkerRequestDto {
  @TextField({ minLength: 1, maxLength: 2000, example: 'We must keep the loan file for 10 years (Código de Comercio, art. 38).', description: 'What the worker is told.' })
  reason?: string;
}
