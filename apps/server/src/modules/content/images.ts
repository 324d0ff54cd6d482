import { CONTENT_IMAGE_WIDTHS, contentMessages } from '@tarang/shared/content';
import sharp from 'sharp';
import { AppError } from '../../plugins/errors';

// Uploaded images (docs/decisions/051-content-studio.md): the type is read from the bytes, never from the
// name or the header alone; the pixel limit stops a small file that decodes to a huge bitmap; every image
// is re-encoded, which drops its metadata (EXIF, GPS position, camera serial) as sharp does unless asked
// to keep it.

/** 40 megapixels: more than any phone's photo, far less than a decompression bomb. */
const IMAGE_PIXEL_LIMIT = 40_000_000;

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type the bytes' signature says, or undefined. */
function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

export interface ImageVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * The WebP variants of an upload, narrowest first: one per responsive width below the original's, and one
 * at the original's width when it is narrower than the widest (an image is never upscaled).
 */
export async function imageVariants(bytes: Buffer, declared: string): Promise<ImageVariant[]> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError(415, contentMessages.imageUnreadable);
  if (type !== declared) throw new AppError(415, contentMessages.imageUnreadable);
  let original: { width: number; height: number };
  try {
    const meta = await sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    // Rotated photos: EXIF orientation 5 to 8 swaps width and height once applied.
    const swapped = (meta.orientation ?? 1) >= 5;
    original = swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
    if (original.width * original.height > IMAGE_PIXEL_LIMIT) throw new AppError(413, contentMessages.imageTooManyPixels);
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new AppError(413, contentMessages.imageTooManyPixels);
    throw new AppError(415, contentMessages.imageUnreadable);
  }
  const widest = CONTENT_IMAGE_WIDTHS.at(-1)!;
  const widths = [...CONTENT_IMAGE_WIDTHS.filter((w) => w < original.width), ...(original.width <= widest ? [original.width] : [])];
  const unique = [...new Set(widths)].sort((a, b) => a - b);
  try {
    return await Promise.all(
      unique.map(async (width) => {
        const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT })
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
  } catch {
    throw new AppError(415, contentMessages.imageUnreadable);
  }
}
