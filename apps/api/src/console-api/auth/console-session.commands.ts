import type { SetPasswordRequestDto, SignInRequestDto } from './console-session.requests';

/** The DTOs let a null through as absent (`@IsOptional`): the use cases take absent as `undefined`. */
const given = (value: string | null | undefined): string | undefined => value ?? undefined;

/** `POST /console/api/session`: email and password, as the sign-in takes them. */
export function signInOf(body: SignInRequestDto): { email: string | undefined; password: string | undefined } {
  return { email: given(body.email), password: given(body.password) };
}

/** `POST /console/api/password`: the link's token and the new password. */
export function newPasswordOf(body: SetPasswordRequestDto): { token: string | undefined; password: string | undefined } {
  return { token: given(body.token), password: given(body.password) };
}
