import { z } from 'zod';

/** A path parameter naming a row: a whole number from 1 up to the largest id either database stores (32-bit). */
export const wholeNumber = (name: string) =>
  z.coerce
    .number({ error: `\`${name}\` must be a whole number` })
    .int(`\`${name}\` must be a whole number`)
    .positive(`\`${name}\` must be a whole number`)
    .max(2 ** 31 - 1, `\`${name}\` must be a whole number`);

/** The `:id` of a route about one row. */
export const idParams = z.object({ id: wholeNumber('id') });
