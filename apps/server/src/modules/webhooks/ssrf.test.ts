import { webhookMessages } from '@tarang/shared/webhooks';
import { describe, expect, test } from 'vitest';
import { checkWebhookUrl, isPublicAddress, resolveWebhookTarget } from './ssrf';

/** The default, whatever NODE_ENV says: public addresses only. */
const production = { localReceiver: false };
/** WEBHOOK_LOCAL_RECEIVER=on: this machine too, by http as well. */
const development = { localReceiver: true };
/** A resolver that answers fixed addresses, as a hostile DNS server could. */
const answering = (...addresses: string[]) => ({ resolve: async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })) });

// docs/decisions/033-webhooks.md: where a webhook may be sent.
describe('webhook targets', () => {
  test.each([
    '10.0.0.5',
    '172.16.3.4',
    '192.168.1.1',
    '127.0.0.1',
    '0.0.0.0',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '2001:db8::1',
    // IPv4-compatible IPv6 (::/96) and the rest of the IETF's reserved ::/8.
    '::127.0.0.1',
    '::7f00:1',
    '::a00:1',
    '::8.8.8.8',
    '0:0:0:0:0:1:a00:1',
    '1::1',
    '::ffff:93.184.215.14',
  ])('%s is not a public address', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each(['93.184.215.14', '8.8.8.8', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'])('%s is a public address', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  test('by default: https only, to hosts that resolve only to public addresses', async () => {
    await expect(resolveWebhookTarget('https://crm.example.com/hook', { ...production, ...answering('93.184.215.14') })).resolves.toMatchObject({ address: '93.184.215.14', family: 4 });
    await expect(resolveWebhookTarget('http://crm.example.com/hook', { ...production, ...answering('93.184.215.14') })).rejects.toThrow(webhookMessages.urlNotHttps);
    await expect(resolveWebhookTarget('http://127.0.0.1:8080/hook', production)).rejects.toThrow(webhookMessages.urlNotHttps);
    await expect(resolveWebhookTarget('https://crm.example.com/hook', { ...production, ...answering('10.1.2.3') })).rejects.toThrow(webhookMessages.urlPrivate);
    // One private answer among public ones is refused too: a later lookup could pick it.
    await expect(resolveWebhookTarget('https://crm.example.com/hook', { ...production, ...answering('93.184.215.14', '127.0.0.1') })).rejects.toThrow(webhookMessages.urlPrivate);
    await expect(resolveWebhookTarget('https://[::ffff:169.254.169.254]/latest', production)).rejects.toThrow(webhookMessages.urlPrivate);
    await expect(resolveWebhookTarget('https://169.254.169.254/latest', production)).rejects.toThrow(webhookMessages.urlPrivate);
    await expect(resolveWebhookTarget('https://localhost/hook', { ...production, ...answering('127.0.0.1') })).rejects.toThrow(webhookMessages.urlPrivate);
    await expect(resolveWebhookTarget('https://nowhere.invalid/hook', { ...production, ...answering() })).rejects.toThrow(webhookMessages.urlUnresolved);
    const failing = { resolve: async () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })) };
    await expect(resolveWebhookTarget('https://nowhere.invalid/hook', { ...production, ...failing })).rejects.toThrow(webhookMessages.urlUnresolved);
  });

  test('with a local receiver allowed, plain http reaches only this machine, and https this machine or public hosts', async () => {
    await expect(resolveWebhookTarget('http://127.0.0.1:8080/hook', development)).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(resolveWebhookTarget('http://[::1]:8080/hook', development)).resolves.toMatchObject({ address: '::1', family: 6 });
    await expect(resolveWebhookTarget('http://localhost:8080/hook', { ...development, ...answering('127.0.0.1') })).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(resolveWebhookTarget('http://10.0.0.5/hook', development)).rejects.toThrow(webhookMessages.urlNotHttps);
    await expect(resolveWebhookTarget('http://crm.example.com/hook', { ...development, ...answering('127.0.0.1') })).rejects.toThrow(webhookMessages.urlNotHttps);
    // A name that claims to be local but resolves elsewhere does not get plain http.
    await expect(resolveWebhookTarget('http://localhost/hook', { ...development, ...answering('93.184.215.14') })).rejects.toThrow(webhookMessages.urlNotHttps);
    // The rest of the private ranges stay closed.
    await expect(resolveWebhookTarget('https://10.0.0.5/hook', development)).rejects.toThrow(webhookMessages.urlPrivate);
    await expect(resolveWebhookTarget('https://crm.example.com/hook', { ...development, ...answering('192.168.1.4') })).rejects.toThrow(webhookMessages.urlPrivate);
    await expect(resolveWebhookTarget('https://crm.example.com/hook', { ...development, ...answering('93.184.215.14') })).resolves.toMatchObject({ address: '93.184.215.14' });
  });

  test('an address that needs no lookup is refused when the endpoint is made; a name is not looked up then', () => {
    for (const url of ['https://10.0.0.8/hook', 'https://[::1]/hook', 'https://localhost/hook', 'https://app.localhost/hook', 'https://0x7f.1/hook']) {
      expect(() => checkWebhookUrl(url, production), url).toThrow(webhookMessages.urlPrivate);
    }
    expect(() => checkWebhookUrl('http://127.0.0.1:8080/hook', production)).toThrow(webhookMessages.urlNotHttps);
    expect(checkWebhookUrl('https://crm.example.com/hook', production).hostname).toBe('crm.example.com');
    expect(checkWebhookUrl('http://127.0.0.1:8080/hook', development).port).toBe('8080');
  });

  test('the request goes to the address that was checked', async () => {
    let lookups = 0;
    const rebinding = {
      resolve: async () => {
        lookups++;
        return [{ address: lookups === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
      },
    };
    const target = await resolveWebhookTarget('https://rebind.example.com/hook', { ...production, ...rebinding });
    // The target carries the checked address; delivery.ts connects to it without looking the name up again.
    expect(target).toMatchObject({ address: '93.184.215.14', url: new URL('https://rebind.example.com/hook') });
    expect(lookups).toBe(1);
  });

  test('credentials in the URL, other schemes and non-URLs are refused', () => {
    expect(() => checkWebhookUrl('https://user:secret@crm.example.com/', production)).toThrow(webhookMessages.urlCredentials);
    expect(() => checkWebhookUrl('file:///etc/passwd', development)).toThrow(webhookMessages.urlNotHttps);
    expect(() => checkWebhookUrl('gopher://127.0.0.1/', development)).toThrow(webhookMessages.urlNotHttps);
    expect(() => checkWebhookUrl('not a url', development)).toThrow(webhookMessages.urlInvalid);
  });
});
