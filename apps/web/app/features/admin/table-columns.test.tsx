import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { mail, tableDefinitions } from './table-columns';

// The dashboard's mail links never carry parameters (docs/decisions/028-security-test-findings.md).

const render = (email: string) => renderToStaticMarkup(<>{mail(email)}</>);

describe('mail links in the dashboard tables', () => {
  test('a plain address links to itself, its local part encoded', () => {
    expect(render('asha@example.com')).toContain('href="mailto:asha@example.com"');
    expect(render("o'brien+tag@example.ie")).toContain('href="mailto:o&#x27;brien%2Btag@example.ie"');
  });

  test.each(['a@b.io?cc=x@evil.io', 'a@b.io?subject=hi&body=x', 'A <a@b.io>', 'javascript:alert(1)//@b.io', 'a%40b@c.io'])(
    'stored text that is not a plain address shows as text with no link: %j',
    (stored) => {
      const html = render(stored);
      expect(html).not.toContain('<a');
      expect(html).not.toContain('href');
    },
  );

  test('every table with an e-mail column uses the safe link', () => {
    const row = { id: 1, name: 'N', email: 'a@b.io?cc=x@evil.io', contact: '9876543210', question: 'q', businessname: 'b', jobfunction: 'j', lookingfor: 'SMS', message: 'm', status: 'pending', createdAt: '2026-05-01T10:00:00.000Z', confirmedAt: null };
    for (const definition of Object.values(tableDefinitions)) {
      const column = definition.columns.find((c) => c.header === 'Email');
      if (!column) continue;
      expect(renderToStaticMarkup(<>{column.cell(row as never, 'UTC')}</>)).not.toContain('href');
    }
  });
});

// docs/decisions/040-phone-numbers-in-e164.md: the Contact cell shows the number as stored and dials it in E.164.
describe('phone links in the lead tables', () => {
  const contactCell = (contact: string, contactE164: string | null) => {
    const column = tableDefinitions.demos.columns.find((c) => c.header === 'Contact')!;
    return renderToStaticMarkup(<>{column.cell({ contact, contactE164 } as never, 'UTC')}</>);
  };

  test('a number the server read dials in E.164 and shows as typed', () => {
    expect(contactCell('98765 43210', '+919876543210')).toBe('<a href="tel:+919876543210" class="text-brand-700 underline-offset-2 hover:underline">98765 43210</a>');
  });

  test('a number it could not read dials its own digits', () => {
    expect(contactCell('(201) 555-0123', null)).toContain('href="tel:2015550123"');
  });
});
