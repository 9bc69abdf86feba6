import { checkWebhookUrl } from './webhook-url';
import { isPublicAddress } from './webhook-address';

const strict = { allowPrivateUrls: false };

describe('webhook URLs', () => {
  it.each(['ftp://hooks.example.com/x', 'javascript:alert(1)', 'hooks.example.com', '', 'https://user:pw@hooks.example.com/'])('refuses %j for any company', (url) => {
    expect(() => checkWebhookUrl(url, 'sandbox', strict)).toThrow(expect.objectContaining({ code: 'bad_request', errors: [expect.objectContaining({ field: 'url' })] }));
  });

  it('lets a sandbox company use a plain-http URL on its own machine', () => {
    expect(checkWebhookUrl('http://127.0.0.1:4000/hooks', 'sandbox', strict)).toBe('http://127.0.0.1:4000/hooks');
  });

  it.each([
    'http://hooks.example.com/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://10.1.2.3/', 'https://192.168.0.10/', 'https://172.16.5.4/',
    'https://169.254.169.254/latest/meta-data', 'https://[::1]/', 'https://[fd00:ec2::254]/', 'https://[::ffff:10.0.0.1]/', 'https://0.0.0.0/', 'https://metadata.google.internal/',
    'https://intranet/',
  ])('refuses %s for a live company', (url) => {
    expect(() => checkWebhookUrl(url, 'live', strict)).toThrow(expect.objectContaining({ code: 'bad_request' }));
  });

  it('accepts a public https URL for a live company, and private ones when the service allows them', () => {
    expect(checkWebhookUrl('https://hooks.example.com/gig', 'live', strict)).toBe('https://hooks.example.com/gig');
    expect(checkWebhookUrl('https://93.184.216.34/gig', 'live', strict)).toBe('https://93.184.216.34/gig');
    expect(checkWebhookUrl('http://10.0.0.5/gig', 'live', { allowPrivateUrls: true })).toBe('http://10.0.0.5/gig');
  });

  it('calls only ordinary unicast addresses public', () => {
    expect(['8.8.8.8', '2606:4700::1111'].map(isPublicAddress)).toEqual([true, true]);
    expect(['127.0.0.1', '10.0.0.1', '100.64.0.1', '169.254.169.254', '::1', 'fe80::1', '::ffff:127.0.0.1', '224.0.0.1', 'nonsense'].map(isPublicAddress)).toEqual(Array(9).fill(false));
  });
});
