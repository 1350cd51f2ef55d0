import { DeliveryAddress } from '@sannidhi/domain/address';
import type { FamilyAnswer } from '@sannidhi/domain/contracts/family';
import type { FamilyRow } from '../../repositories/families';

/** A family row as the api answers it (spec part 2 §3 Family). */
export function familyAnswer(row: FamilyRow): FamilyAnswer {
  const info = row.palm_leaf_info as { members?: unknown; nakshatramLanguage?: unknown };
  const members = Array.isArray(info.members) ? (info.members as Record<string, unknown>[]) : [];
  return {
    id: row.id,
    name: row.name,
    prasadamDeliveryAddress: DeliveryAddress.parse(row.prasadam_delivery_address),
    palmLeafInfo: {
      members: members.map((m) => ({
        name: typeof m.name === 'string' ? m.name : '',
        nakshatram: typeof m.nakshatram === 'string' ? m.nakshatram : '',
      })),
      nakshatramLanguage: typeof info.nakshatramLanguage === 'string' ? info.nakshatramLanguage : 'sanskrit',
    },
    membersLocked: row.members_locked,
  };
}
