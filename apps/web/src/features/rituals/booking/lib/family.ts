/** A saved family chosen on the booking page: its members become the participants and its address the parcel's. */
import type { DeliveryAddress } from '@sannidhi/domain/address';
import type { FormField } from '@sannidhi/domain/catalogue';
import { LANGUAGES } from '@sannidhi/domain/nakshatram';
import { languageKeyOf } from '@sannidhi/domain/participants';
import type { AddressValues } from './address';

export interface FamilyMember {
  name: string;
  nakshatram: string;
}

/**
 * The participants with the family's named members filled in, one per participant asked for (`count`): the
 * name field (key `name`, else the first short answer), the nakshatram and its language. Other fields keep what
 * was typed; participants beyond the named members are left as they were.
 */
export function participantsFromFamily(
  fields: readonly FormField[],
  family: { members: readonly FamilyMember[]; nakshatramLanguage: string },
  count: number,
  current: readonly Record<string, string>[],
): Record<string, string>[] {
  const named = family.members.filter((m) => m.name.trim() !== '');
  const nameField = fields.find((f) => f.key === 'name') ?? fields.find((f) => f.type === 'SHORT_ANSWER');
  const starField = fields.find((f) => f.type === 'NAKSHATRAM');
  const language = LANGUAGES.find((l) => l.value === family.nakshatramLanguage)?.value;
  const result = Array.from({ length: Math.max(count, current.length) }, (_, i) => ({ ...current[i] }));
  for (let i = 0; i < Math.min(count, named.length); i += 1) {
    const member = named[i]!;
    const values = result[i]!;
    if (nameField) values[nameField.key] = member.name.trim();
    if (starField && language) {
      values[starField.key] = member.nakshatram;
      values[languageKeyOf(fields)] = language;
    }
  }
  return result;
}

/** The family's delivery address as the booking's prasadam address (the carrier details stay with the order). */
export function addressFromFamily(address: DeliveryAddress): AddressValues {
  const { usShippingDetails: _carrier, ...rest } = address;
  return rest;
}
