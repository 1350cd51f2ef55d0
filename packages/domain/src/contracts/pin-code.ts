import * as z from 'zod/mini';

/** GET /contactInfo/pincode: a pin code of a country. */
export const PinCodeQuery = z.object({
  country: z.string().check(z.trim(), z.length(2, 'must be a 2-letter country code')),
  pin: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Please enter a valid pin code'),
      z.maxLength(12, 'Please enter a valid pin code'),
    ),
});
export type PinCodeQuery = z.infer<typeof PinCodeQuery>;

/** The place of a pin code as the contact-information gateway names it; a field it does not know is ''. */
export const PinCodeAnswer = z.object({ defaultcity: z.string(), state: z.string() });
export type PinCodeAnswer = z.infer<typeof PinCodeAnswer>;
