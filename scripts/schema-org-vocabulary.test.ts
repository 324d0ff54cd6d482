import { describe, expect, it } from 'vitest';
import { checkJsonLd, schemaOrgVocabulary } from './schema-org-vocabulary';

describe('the schema.org vocabulary read from schema-dts', () => {
  const vocabulary = schemaOrgVocabulary();

  it('knows the types with their own and inherited properties', () => {
    expect(vocabulary.properties.get('BlogPosting')?.has('headline')).toBe(true); // inherited from CreativeWork
    expect(vocabulary.properties.get('BlogPosting')?.has('name')).toBe(true); // from Thing
    expect(vocabulary.properties.get('ContactPoint')?.has('areaServed')).toBe(true);
    expect(vocabulary.properties.get('Organization')?.has('headline')).toBe(false);
    expect(vocabulary.properties.has('Organisation')).toBe(false);
  });

  it('knows which types a property may hold, subtypes included', () => {
    const range = vocabulary.rangeOf('Organization', 'contactPoint');
    expect(range?.has('ContactPoint')).toBe(true);
    expect(range?.has('PostalAddress')).toBe(true); // a subtype of ContactPoint
    expect(range?.has('Person')).toBe(false);
  });
});

describe('checkJsonLd', () => {
  const valid = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': 'https://example.com/#organization',
    name: 'Example',
    contactPoint: [{ '@type': 'ContactPoint', telephone: '+1 555 010 0101', contactType: 'sales' }],
    parentOrganization: { '@id': 'https://example.com/#parent' },
  };

  it('passes a block of schema.org types and properties', () => {
    expect(checkJsonLd(valid)).toEqual([]);
  });

  it('names a made-up type, a made-up property, a misplaced node and an untyped node', () => {
    expect(
      checkJsonLd({
        ...valid,
        '@type': 'Organisation',
      }),
    ).toEqual(['$: "Organisation" is not a schema.org type']);
    expect(
      checkJsonLd({
        ...valid,
        phone: '+1 555 010 0101',
        contactPoint: [{ '@type': 'Person', name: 'A' }],
        founder: { name: 'B' },
      }),
    ).toEqual([
      '$.contactPoint[0]: a Person is not allowed here',
      '$: "phone" is not a property of Organization',
      '$.founder: a node without "@type" that is not an {"@id"} reference',
    ]);
  });

  it('wants a JSON object in the schema.org context', () => {
    expect(checkJsonLd([valid])).toEqual(['the block is not a JSON object']);
    expect(checkJsonLd({ ...valid, '@context': 'http://schema.org/' })).toEqual(['the block has no "@context": "https://schema.org"']);
  });
});
