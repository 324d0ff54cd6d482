import { contentMessages, type ContentEntry } from '@tarang/shared/content';
import { firstErrorPerField } from '@tarang/shared/validation';
import { describe, expect, test } from 'vitest';
import { formValuesOf, inputOf, loadEntrySchema, refusalField, type FormValues } from './content-form';

const blank = formValuesOf(undefined, 'post');
const post = (values: Partial<FormValues>): FormValues => ({ ...blank, title: 'Sending OTPs', description: 'How codes arrive.', body: '## Why', ...values });

async function check(values: FormValues) {
  const result = (await loadEntrySchema()).safeParse(values);
  return result.success ? { data: result.data } : { errors: firstErrorPerField(result.error) };
}

describe('the editor’s fields as a save', () => {
  test('a post: tags split, an empty slug left to the server, no category, link or images', () => {
    expect(inputOf(post({ tags: 'otp, sms,otp' }))).toEqual({
      kind: 'post',
      title: 'Sending OTPs',
      slug: '',
      description: 'How codes arrive.',
      body: '## Why',
      tags: ['otp', 'sms'],
      category: null,
      cover: null,
      previewImageId: null,
      link: null,
      featured: false,
    });
  });

  test('an uploaded cover goes by its id with its alt text; a starting post’s drawing by its alt text alone', () => {
    expect(inputOf(post({ coverImageId: '7', coverSrc: '/media/7-960.webp', coverAlt: 'A phone' })).cover).toEqual({ imageId: 7, alt: 'A phone' });
    expect(inputOf(post({ coverSrc: '/images/blog/otp.svg', coverAlt: 'A phone' })).cover).toEqual({ imageId: undefined, alt: 'A phone' });
    expect(inputOf(post({ previewImageId: '9', previewSrc: '/media/9-960.webp' })).previewImageId).toBe(9);
  });

  test('an answer keeps its category and its link', () => {
    const input = inputOf({ ...post({}), kind: 'answer', category: 'OTP', linkLabel: 'Open the Developer page', linkHref: '/developer' });
    expect(input).toMatchObject({ kind: 'answer', category: 'OTP', link: { label: 'Open the Developer page', href: '/developer' }, featured: undefined });
    expect(inputOf(post({ featured: 'true' })).featured).toBe(true);
  });

  test('the shared rules: a cover needs its alt text, said at the cover’s field', async () => {
    expect(await check(post({ coverImageId: '7', coverSrc: '/media/7-960.webp' }))).toEqual({ errors: { cover: contentMessages.altRequired } });
    expect(await check(post({ title: ' ' }))).toEqual({ errors: { title: contentMessages.titleRequired } });
    expect(await check(post({ slug: 'Not A Slug' }))).toEqual({ errors: { slug: contentMessages.slugInvalid } });
    expect(await check(post({ coverImageId: '7', coverSrc: '/media/7-960.webp', coverAlt: 'A phone' }))).toMatchObject({ data: { cover: { imageId: 7, alt: 'A phone' } } });
  });

  test('a refusal the server words without a field goes under the field it is about', () => {
    expect(refusalField(contentMessages.slugTaken)).toBe('slug');
    expect(refusalField(contentMessages.categoryRequired)).toBe('category');
    expect(refusalField(contentMessages.coverMissing)).toBe('cover');
    expect(refusalField(contentMessages.conflict)).toBeUndefined();
  });

  test('a saved entry fills the fields it was saved from', () => {
    const entry = {
      kind: 'answer',
      title: 'T',
      slug: 't',
      description: 'D',
      body: 'B',
      tags: ['a', 'b'],
      category: 'OTP',
      cover: { imageId: 3, src: '/media/3-960.webp', alt: 'Alt', width: 960, height: 540 },
      previewImage: null,
      link: null,
    } as unknown as ContentEntry;
    expect(formValuesOf(entry, 'post')).toMatchObject({ kind: 'answer', tags: 'a, b', category: 'OTP', coverImageId: '3', coverSrc: '/media/3-960.webp', coverAlt: 'Alt', previewImageId: '', linkHref: '' });
  });
});
