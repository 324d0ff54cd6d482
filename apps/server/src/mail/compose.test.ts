import { BRAND_NAME, brandColors } from '@tarang/shared/brand';
import { describe, expect, test } from 'vitest';
import { action, composeMail, escapeHtml, fields, heading, type MailBlock, paragraph, plainLink, quote, signOff } from './compose';
import { formatZonedTime } from './format';

const content = (blocks: MailBlock[]) => composeMail({ title: 'New demo request #12', preview: 'A visitor asked for a demo.', reason: 'Sent to the sales inbox.', blocks });

describe('composeMail', () => {
  test('the text part is the blocks in order, a blank line between them, with aligned fields and links written out', () => {
    const { text } = content([
      paragraph('Hello,', 'Second line.'),
      action('Open demo request #12', 'https://site.example.com/admin/dashboard?lead=demos:12'),
      fields([
        ['Name', 'Asha Rao'],
        ['Email', 'asha@example.com', 'mailto:asha@example.com'],
      ]),
      quote('Message', 'Line one\nLine two'),
      heading('Where it came from'),
      fields([['UTM source', 'linkedin']], 'First visit'),
      plainLink('https://site.example.com/u'),
      signOff(),
    ]);
    expect(text).toBe(
      [
        'Hello,\nSecond line.',
        'https://site.example.com/admin/dashboard?lead=demos:12',
        'Name:  Asha Rao\nEmail: asha@example.com',
        'Message:\nLine one\nLine two',
        'Where it came from\n------------------',
        'First visit:\nUTM source: linkedin',
        'https://site.example.com/u',
        `— ${BRAND_NAME}`,
      ].join('\n\n'),
    );
  });

  test('every value in the HTML part is escaped: a visitor cannot add markup, scripts or links', () => {
    const evil = `<script>alert(1)</script><img src=x onerror="alert('x')"><a href="https://evil.example">win</a> & "quotes"`;
    const { html } = composeMail({
      title: evil,
      preview: evil,
      reason: evil,
      blocks: [paragraph(evil), fields([[evil, evil], ['Email', evil, `mailto:${evil}`]], evil), quote(evil, `${evil}\n${evil}`), heading(evil), action(evil, `https://site.example.com/?q=${evil}`)],
    });
    expect(html).not.toMatch(/<script|<img|<a href="https:\/\/evil/i);
    expect(html).not.toContain('onerror="');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;');
    expect(html).toContain('&amp; &quot;quotes&quot;');
  });

  test('only http, https, mailto and tel addresses become links', () => {
    const { html } = content([action('Run', 'javascript:alert(1)'), plainLink('data:text/html,hi'), fields([['Site', 'vbscript:x', 'vbscript:x']]), fields([['Phone', '+91 98765 43210', 'tel:+919876543210']])]);
    expect(html).not.toMatch(/href="(javascript|data|vbscript):/);
    expect(html).toContain('javascript:alert(1)');
    expect(html).toContain('href="tel:+919876543210"');
  });

  test('the HTML part is branded, readable in dark mode and without images: a text wordmark, no remote resource', () => {
    const { html } = content([paragraph('Hello,'), action('Open', 'https://site.example.com/x')]);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain(`>${escapeHtml(BRAND_NAME)}</td>`);
    expect(html).toContain(`background:${brandColors.brand['600']}`);
    expect(html).toContain('<title>New demo request #12</title>');
    // Nothing is fetched to show the message: no image, stylesheet, script, frame or CSS url().
    expect(html).not.toMatch(/<(img|link|script|iframe|object|embed|video|audio)\b|\bsrc=|url\(/i);
    // The inbox's preview line is in the message but not shown.
    expect(html).toMatch(/<div style="display:none;[^"]*" aria-hidden="true">A visitor asked for a demo\.<\/div>/);
  });
});

describe('formatZonedTime', () => {
  test('an instant reads as the wall-clock time of the zone, which is named', () => {
    const at = '2026-11-29T10:05:00.000Z';
    expect(formatZonedTime(at, 'Asia/Kolkata')).toBe('Sun, 29 Nov 2026, 15:35 India Standard Time');
    expect(formatZonedTime(new Date(at), 'America/New_York')).toBe('Sun, 29 Nov 2026, 05:05 Eastern Standard Time');
    expect(formatZonedTime(at, 'UTC')).toBe('Sun, 29 Nov 2026, 10:05 Coordinated Universal Time');
  });
});
