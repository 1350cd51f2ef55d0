import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { FormField } from '@sannidhi/domain/catalogue';
import { deliveryAddressFormSchema } from '@sannidhi/domain/family-form';
import type { Recurrence } from '@sannidhi/domain/enums';
import type { AddressValues } from '../lib/address';
import { BOOKING_MESSAGES } from '../lib/booking-messages';
import { AGE_YEARS_KEY, validateParticipant } from '@sannidhi/domain/participants';

/** The palm-leaf members of the saved family chosen on the booking page (they go into the order's meta). */
export interface BookingFamily {
  members: { name: string; nakshatram: string }[];
  nakshatramLanguage: string;
}

/** What the person types on the booking page: participants, prasadam address, family, subscription. */
export interface BookingDetails {
  participants: Record<string, string>[];
  wantsPrasadam: boolean;
  address: AddressValues;
  familyId: string;
  /** The chosen family's members, null without a family. */
  family: BookingFamily | null;
  subscriptionType: Recurrence | '';
}

export interface BookingDetailsRules {
  fields: readonly FormField[];
  /** How many participants are asked for. */
  count: number;
  /** The prasadam address is asked for when it is offered and wanted. */
  prasadamOffered: boolean;
  showsSubscription: boolean;
}

const addressSchema = deliveryAddressFormSchema();

/**
 * The schema of the booking details: participant rules per field (an AGE field's message sits on its
 * years), the family-form rules of the delivery address when prasadam is wanted, and the subscription
 * choice when the ritual asks for it.
 */
export function bookingDetailsSchema(
  { fields, count, prasadamOffered, showsSubscription }: BookingDetailsRules,
  /** "Please choose recurring or one time" in the interface language. */
  chooseSubscriptionText: string,
) {
  return z
    .object({
      participants: z.array(z.record(z.string(), z.string())),
      wantsPrasadam: z.boolean(),
      address: z.record(z.string(), z.string()),
      familyId: z.string(),
      family: z.nullable(
        z.object({
          members: z.array(z.object({ name: z.string(), nakshatram: z.string() })),
          nakshatramLanguage: z.string(),
        }),
      ),
      subscriptionType: z.string(),
    })
    .check(
      z.superRefine((details, ctx) => {
        for (let i = 0; i < (fields.length ? count : 0); i += 1) {
          const errors = validateParticipant(fields, details.participants[i] ?? {});
          for (const [key, message] of Object.entries(errors)) {
            const field = fields.find((f) => f.key === key);
            const name = field?.type === 'AGE' ? AGE_YEARS_KEY : key;
            ctx.addIssue({ code: 'custom', path: ['participants', i, name], message });
          }
        }
        if (prasadamOffered && details.wantsPrasadam) {
          const result = addressSchema.safeParse(details.address);
          for (const issue of result.error?.issues ?? [])
            ctx.addIssue({ code: 'custom', path: ['address', ...issue.path], message: issue.message });
        }
        if (showsSubscription && !details.subscriptionType)
          ctx.addIssue({
            code: 'custom',
            path: ['subscriptionType'],
            message: chooseSubscriptionText,
          });
      }),
    );
}

/** The booking details as a react-hook-form form: a field's message shows once it is left, all on submit. */
export function useBookingDetails(rules: BookingDetailsRules, defaultValues: BookingDetails) {
  const { fields, count, prasadamOffered, showsSubscription } = rules;
  const { i18n } = useLingui();
  const chooseSubscriptionText = i18n._(BOOKING_MESSAGES.chooseSubscription);
  const resolver = useMemo(
    () =>
      // The schema reads the values more loosely than the form types them (records of strings).
      zodResolver(
        bookingDetailsSchema({ fields, count, prasadamOffered, showsSubscription }, chooseSubscriptionText),
      ) as unknown as Resolver<BookingDetails>,
    [fields, count, prasadamOffered, showsSubscription, chooseSubscriptionText],
  );
  return useForm<BookingDetails>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    // The first message in page order (a section's or a field's) takes the focus: see useBookingForm.
    shouldFocusError: false,
  });
}

export type BookingDetailsForm = ReturnType<typeof useBookingDetails>;
