import { expect, test } from 'vitest';
import { fillBrandPlaceholders } from './brand-placeholders';

const values = { name: 'Kestrel Messaging', shortName: 'Kestrel', 'claims.otpDelivery': '3 seconds' };

test('brand placeholders in a post, front matter included, become the configured words', () => {
  const source = '---\ntitle: "OTP on {{brand.name}}"\n---\nOn {{ brand.shortName }}, codes arrive in {{brand.claims.otpDelivery}}.';
  expect(fillBrandPlaceholders(source, 'otp.md', values)).toBe('---\ntitle: "OTP on Kestrel Messaging"\n---\nOn Kestrel, codes arrive in 3 seconds.');
});

test("WhatsApp's numbered template variables are left as written", () => {
  expect(fillBrandPlaceholders('Hi {{1}}, your order {{2}} has shipped.', 'wa.md', values)).toBe('Hi {{1}}, your order {{2}} has shipped.');
});

test('an unknown brand placeholder stops the build, naming the post', () => {
  expect(() => fillBrandPlaceholders('Call {{brand.phone}}', 'content/blog/x.md', values)).toThrow(/^content\/blog\/x\.md: unknown placeholder \{\{brand\.phone\}\}/);
});
