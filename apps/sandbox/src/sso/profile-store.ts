// The provider's profiles: the demo identities of docs/providers.md plus every sign-up,
// persisted to one JSON file so new accounts survive a restart.
import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The provider's profile, exactly as the server-to-server API answers it. */
export const ProfileSchema = z.object({
  profileId: z.string().min(1),
  email: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  countryOfResidence: z.string(),
  photo: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export interface DemoIdentity extends Profile {
  /** Shown on the sign-in page to say what the account is for. */
  description: string;
}

/** Same ids as the api seed (docs/providers.md, "Demo identities"). */
export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  {
    profileId: 'SSO-1001',
    email: 'devotee@example.org',
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    countryOfResidence: 'IN',
    photo: '',
    description: 'Devotee',
  },
  {
    profileId: 'SSO-1002',
    email: 'volunteer@example.org',
    firstName: 'Ravi',
    lastName: 'Shankar',
    countryOfResidence: 'IN',
    photo: '',
    description: 'Office volunteer',
  },
  {
    profileId: 'SSO-1003',
    email: 'staff@example.org',
    firstName: 'Meera',
    lastName: 'Iyer',
    countryOfResidence: 'IN',
    photo: '',
    description: 'Sevaka (staff)',
  },
  {
    profileId: 'SSO-1004',
    email: 'admin@example.org',
    firstName: 'Arjun',
    lastName: 'Menon',
    countryOfResidence: 'IN',
    photo: '',
    description: 'Centre admin',
  },
  {
    profileId: 'SSO-1005',
    email: 'anita@example.org',
    firstName: 'Anita',
    lastName: 'Sharma',
    countryOfResidence: 'US',
    photo: '',
    description: 'New to Sannidhi',
  },
  {
    profileId: 'SSO-1006',
    email: 'pending.tnc@example.org',
    firstName: '',
    lastName: '',
    countryOfResidence: 'IN',
    photo: '',
    description: 'Terms not accepted',
  },
  ...demoStaff(),
];

/** One demo staff account per role, at Sannidhi Tennessee (the api seed's DEMO_STAFF, same ids). */
function demoStaff(): DemoIdentity[] {
  const roles = [
    ['ROLE_ADMINISTRATOR', 'Role Administrator'],
    ['CENTER_ADMIN', 'Center Admin'],
    ['REGISTRATION_ADMINISTRATOR', 'Registration Administrator'],
    ['RITUAL_SCHEDULER', 'Ritual Scheduler'],
    ['SEVAKA', 'Sevaka'],
    ['RITUAL_ASSISTANT_VOLUNTEER', 'Ritual Assistant Volunteer'],
    ['RITUAL_ASSISTANT', 'Ritual Assistant'],
    ['PRASADAM_PACKING_VOLUNTEER', 'Prasadam Packing Volunteer'],
    ['OFFICE_ACCOUNTS_MANAGER', 'Office Accounts Manager'],
    ['OFFICE_VOLUNTEER', 'Office Volunteer'],
  ] as const;
  return roles.map(([role, title], i) => ({
    profileId: `SSO-${1101 + i}`,
    email: `demo.${role.toLowerCase().replace(/_/g, '-')}@example.org`,
    firstName: 'Demo',
    lastName: title,
    countryOfResidence: 'US',
    photo: '',
    description: `${role} at Tennessee (staff pages, back office)`,
  }));
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewProfile {
  email: string;
  firstName: string;
  lastName: string;
  countryOfResidence: string;
}

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A profile with e-mail ${email} already exists`);
  }
}

const FileSchema = z.object({ profiles: z.array(ProfileSchema) });

function toProfile(identity: DemoIdentity): Profile {
  const { description: _description, ...profile } = identity;
  return profile;
}

export class ProfileStore {
  private readonly byId = new Map<string, Profile>();
  private readonly file: string;

  constructor(private readonly dataDir: string) {
    this.file = join(dataDir, 'profiles.json');
    for (const profile of this.readFile()) this.byId.set(profile.profileId, profile);
    // The demo identities are always there, with their contract values.
    let changed = false;
    for (const identity of DEMO_IDENTITIES) {
      const existing = this.byId.get(identity.profileId);
      const seeded = toProfile(identity);
      if (!existing || JSON.stringify(existing) !== JSON.stringify(seeded)) {
        this.byId.set(identity.profileId, seeded);
        changed = true;
      }
    }
    if (changed) this.writeFile();
  }

  findById(profileId: string): Profile | undefined {
    return this.byId.get(profileId);
  }

  /** Case-insensitive e-mail lookup. */
  findByEmail(email: string): Profile | undefined {
    const wanted = normaliseEmail(email);
    for (const profile of this.byId.values()) {
      if (normaliseEmail(profile.email) === wanted) return profile;
    }
    return undefined;
  }

  /** Creates a profile with a fresh `SSO-` id; throws EmailTakenError when the e-mail is known. */
  create(input: NewProfile): Profile {
    const email = normaliseEmail(input.email);
    if (this.findByEmail(email)) throw new EmailTakenError(email);
    const profile: Profile = {
      profileId: this.newId(),
      email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      countryOfResidence: input.countryOfResidence,
      photo: '',
    };
    this.byId.set(profile.profileId, profile);
    this.writeFile();
    return profile;
  }

  /**
   * Imports a profile under an id the caller chooses (a provider's user import, as when accounts move from another
   * directory): answers the profile, `created` false when that id is already there (it is left as it is).
   * Throws EmailTakenError when another profile has the e-mail.
   */
  import(profileId: string, input: NewProfile): { profile: Profile; created: boolean } {
    const existing = this.byId.get(profileId);
    if (existing) return { profile: existing, created: false };
    const email = normaliseEmail(input.email);
    if (this.findByEmail(email)) throw new EmailTakenError(email);
    const profile: Profile = {
      profileId,
      email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      countryOfResidence: input.countryOfResidence,
      photo: '',
    };
    this.byId.set(profileId, profile);
    this.writeFile();
    return { profile, created: true };
  }

  /** Removes a profile the app created and could not keep (its compensation); demo identities stay. */
  delete(profileId: string): boolean {
    if (DEMO_IDENTITIES.some((d) => d.profileId === profileId) || !this.byId.delete(profileId)) return false;
    this.writeFile();
    return true;
  }

  private newId(): string {
    for (;;) {
      // Eight digits never collide with the four-digit demo ids.
      const id = `SSO-${randomInt(10_000_000, 100_000_000)}`;
      if (!this.byId.has(id)) return id;
    }
  }

  private readFile(): Profile[] {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const parsed = FileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${this.file} is not a valid profile file: ${parsed.error.message}`);
    return parsed.data.profiles;
  }

  private writeFile(): void {
    mkdirSync(this.dataDir, { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify({ profiles: [...this.byId.values()] }, null, 2)}\n`);
    renameSync(temp, this.file); // atomic replace: a crash never leaves half a file
  }
}
