import { DevoteeProfile } from '@sannidhi/domain/contracts/auth';
import { api } from '../../../lib/api-client';

/** `GET /devotee/profile/{profileId}`: Sannidhi's own devotee profile, or null when they never used Sannidhi. */
export async function getDevoteeProfile(profileId: string): Promise<DevoteeProfile | null> {
  return api.get(`/devotee/profile/${encodeURIComponent(profileId)}`, DevoteeProfile.nullable());
}
