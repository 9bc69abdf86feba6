import { DomainError } from '../errors/domain-error';
import { readWebhookInput, WebhookInput } from './webhook-input';

const strict = { allowPrivateUrls: false };
const failure = (input: WebhookInput, environment: 'sandbox' | 'live' = 'sandbox') => {
  try {
    readWebhookInput(input, environment, strict);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('the input is valid');
};

describe('readWebhookInput', () => {
  it('reads the given fields, trims the name and drops repeated actions', () => {
    expect(readWebhookInput({ url: 'https://hooks.example.com/x', name: ' Loans ', events: ['user.created', 'user.created'], connectFlowId: 'flow-1', isActive: false }, 'live', strict))
      .toEqual({ url: 'https://hooks.example.com/x', name: 'Loans', events: ['user.created'], widgetId: 'flow-1', isActive: false });
    expect(readWebhookInput({ events: null, connectFlowId: null }, 'sandbox', strict)).toEqual({ events: null, widgetId: null });
  });

  it('names every bad field at once, in the order of the fields, by domain path', () => {
    const error = failure({ url: 'ftp://x', name: ' ', events: [], connectFlowId: ' ', signRequest: null, isActive: null, isSandbox: false });
    expect(error.code).toBe('bad_request');
    expect(error.errors?.map((e) => e.field)).toEqual(['url', 'name', 'events', 'connectFlowId', 'signRequest', 'isActive', 'isSandbox']);
    expect(error.message).toBe(error.errors?.map((e) => e.message).join('; '));
  });

  it('refuses clearing the url, the name or a flag, and an environment that is not the company’s', () => {
    expect(failure({ url: null, name: null, isSandbox: null }).errors).toEqual([
      { field: 'url', message: 'url must be an http(s) URL of at most 2048 characters.' },
      { field: 'name', message: 'name must be a non-empty string of at most 100 characters' },
      { field: 'isSandbox', message: 'isSandbox must be true or false' },
    ]);
    expect(failure({ isSandbox: true }, 'live').errors).toEqual([{ field: 'isSandbox', message: "isSandbox must be false: this company's keys are live keys" }]);
  });

  it('names the unknown actions', () => {
    expect(failure({ events: ['user.created', 'nope'] }).errors?.[0].message).toMatch(/^events: unknown action "nope"; events must be null or a non-empty list of: user\.created, /);
  });
});
