import { variantNameIn } from '@sannidhi/domain/form-texts';
import { displayVariantName } from '@sannidhi/domain/order-rules';
import type { VariantAnswer } from '@sannidhi/domain/contracts/catalogue';

/**
 * A booked option's name (as a reschedule carries it: the English name without its ticket marker) in `language`,
 * from the ritual's variant of that name; as it is when the ritual no longer has it.
 */
export function bookedVariantNameIn(
  variants: readonly Pick<VariantAnswer, 'name' | 'texts'>[],
  name: string,
  language: string,
): string {
  const variant = variants.find((v) => v.name === name || displayVariantName(v.name) === name);
  return variant ? variantNameIn(variant, language) : name;
}
