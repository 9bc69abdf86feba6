import { checkWebhookUrl } from './webhook-url';
import { isPublicAddress } from './webhook-address';

const strict = { allowPrivateUrls: false };
const accepts = (url: string) => {
  try {
    return checkWebhookUrl(url, 'live', strict) !== '';
  } catch {
    return false;
  }
};

describe('webhook URLs', () => {
  it.each(['ftp://hooks.example.com/x', 'javascript:alert(1)', 'hooks.example.com', '', 'https://user:pw@hooks.example.com/'])('refuses %j for any company', (url) => {
    expect(() => checkWebhookUrl(url, 'sandbox', strict)).toThrow(expect.objectContaining({ code: 'bad_request', errors: [expect.objectContaining({ field: 'url' })] }));
  });

  it('lets a sandbox company use plain http, and reach its own machine only when the service allows private URLs', () => {
    expect(checkWebhookUrl('http://hooks.example.com/x', 'sandbox', strict)).toBe('http://hooks.example.com/x');
    expect(checkWebhookUrl('http://127.0.0.1:4000/hooks', 'sandbox', { allowPrivateUrls: true })).toBe('http://127.0.0.1:4000/hooks');
  });

  const INSIDE = [
    'https://127.0.0.1/x', 'https://localhost/x', 'https://localhost./x', 'https://10.1.2.3/', 'https://192.168.0.10/', 'https://172.16.5.4/',
    'https://169.254.169.254/latest/meta-data', 'https://[::1]/', 'https://[fd00:ec2::254]/', 'https://[::ffff:10.0.0.1]/', 'https://0.0.0.0/', 'https://metadata.google.internal/',
    'https://intranet/', 'https://[::127.0.0.1]/', 'https://[64:ff9b::169.254.169.254]/', 'https://[2002:7f00:1::]/',
  ];

  it.each(['http://hooks.example.com/x', ...INSIDE])('refuses %s for a live company', (url) => {
    expect(() => checkWebhookUrl(url, 'live', strict)).toThrow(expect.objectContaining({ code: 'bad_request' }));
  });

  it.each([...INSIDE, 'http://127.0.0.1:5432/', 'http://[::1]:6379/'])('refuses %s for a sandbox company too', (url) => {
    expect(() => checkWebhookUrl(url, 'sandbox', strict)).toThrow(expect.objectContaining({ code: 'bad_request', errors: [expect.objectContaining({ field: 'url' })] }));
  });

  it('accepts a public https URL for a live company, and private ones when the service allows them', () => {
    expect(checkWebhookUrl('https://hooks.example.com/gig', 'live', strict)).toBe('https://hooks.example.com/gig');
    expect(checkWebhookUrl('https://93.184.216.34/gig', 'live', strict)).toBe('https://93.184.216.34/gig');
    expect(checkWebhookUrl('http://10.0.0.5/gig', 'live', { allowPrivateUrls: true })).toBe('http://10.0.0.5/gig');
  });

  it.each([
    ['::ffff:127.0.0.1', false], ['::ffff:8.8.8.8', true], ['::ffff:0:10.0.0.1', false], ['::ffff:0:8.8.8.8', true],
    ['::127.0.0.1', false], ['::169.254.169.254', false], ['::10.0.0.1', false], ['::2', false], ['::8.8.8.8', true],
    ['64:ff9b::127.0.0.1', false], ['64:ff9b::a9fe:a9fe', false], ['64:ff9b::8.8.8.8', true],
    ['64:ff9b:1::7f00:1', false], ['64:ff9b:1:7f00:0:100::', false], ['64:ff9b:1:7f:0:1::', false], ['64:ff9b:1:0:7f:0:100:0', false], ['64:ff9b:1:808:8:800:808:808', true],
    ['2002:7f00:1::', false], ['2002:a9fe:a9fe::1', false], ['2002:c0a8:1::', false], ['2002:808:808::1', true],
    ['2001:0:7f00:1::ffff:ffff', false], ['2001:0:808:808::80ff:fffe', false], ['2001:0:808:808::f7f7:f7f7', true],
  ])('judges %s by the IPv4 address it carries (public: %s)', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
    expect(accepts(`https://[${address}]/`)).toBe(expected);
  });

  it('calls only ordinary unicast addresses public', () => {
    expect(['8.8.8.8', '2606:4700::1111'].map(isPublicAddress)).toEqual([true, true]);
    expect(['127.0.0.1', '10.0.0.1', '100.64.0.1', '169.254.169.254', '::1', 'fe80::1', '::ffff:127.0.0.1', '224.0.0.1', 'nonsense'].map(isPublicAddress)).toEqual(Array(9).fill(false));
  });
});
