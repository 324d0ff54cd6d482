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
