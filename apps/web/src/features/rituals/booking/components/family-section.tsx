import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { FormField } from '@sannidhi/domain/catalogue';
import { nakshatramLabel } from '../../../../lib/nakshatram-names';
import { familyListOptions } from '../../../../api/families';
import { Spinner } from '../../../../components/spinner/spinner';
import type { BookingDetailsForm } from '../hooks/use-booking-details';
import { addressFromFamily, participantsFromFamily } from '../lib/family';
import './booking-sections.css';

export interface FamilySectionProps {
  ssoId: string;
  form: BookingDetailsForm;
  /** The participant fields and how many participants are asked for: the members fill them. */
  fields: readonly FormField[];
  count: number;
}

/**
 * A saved family for the booking (Family Details of the Dashboard, the same fetcher): choosing one puts its id and
 * palm-leaf members into the booking, fills the participants with the members and the prasadam address with the
 * family's delivery address. Any failure or an empty list reads "No saved families yet".
 */
export function FamilySection({ ssoId, form, fields, count }: FamilySectionProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const query = useQuery({ ...familyListOptions(ssoId), retry: false, staleTime: 60_000 });
  const families = query.data ?? [];
  const familyId = form.watch('familyId');
  const chosen = families.find((f) => f.id === familyId);
  const familyName = chosen ? chosen.name : null;

  const choose = (nextId: string) => {
    const family = families.find((f) => f.id === nextId);
    form.setValue('familyId', family ? family.id : '');
    if (!family) {
      form.setValue('family', null);
      return;
    }
    const { members, nakshatramLanguage } = family.palmLeafInfo;
    form.setValue('family', { members, nakshatramLanguage });
    const participants = participantsFromFamily(
      fields,
      { members, nakshatramLanguage },
      count,
      form.getValues('participants'),
    );
    const validate = { shouldValidate: form.formState.isSubmitted };
    form.setValue('participants', participants, validate);
    form.setValue('address', addressFromFamily(family.prasadamDeliveryAddress), validate);
    form.setValue('wantsPrasadam', true);
  };

  return (
    <section className="sn-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sn-section__title">
        <Trans comment="Heading of the booking section where a saved family is chosen">Family</Trans>
      </h2>
      {query.isPending && ssoId ? (
        <Spinner size="sm" label={t`Loading saved families…`} />
      ) : families.length === 0 ? (
        <p className="sn-section__note">
          <Trans>No saved families yet.</Trans>
        </p>
      ) : (
        <>
          <div className="sn-field">
            <label className="sn-field__label" htmlFor={id}>
              <Trans>Saved family</Trans>
            </label>
            <select
              id={id}
              className="sn-select"
              value={chosen ? chosen.id : ''}
              onChange={(e) => choose(e.target.value)}
            >
              <option value="">{t`Do not use a saved family`}</option>
              {families.map((family) => (
                <option key={family.id} value={family.id}>
                  {family.name}
                </option>
              ))}
            </select>
          </div>
          {chosen && familyName !== null && (
            <div className="sn-section__note" data-testid="family-members">
              <p>
                <Trans>Palm-leaf members of {familyName}:</Trans>
              </p>
              <ul>
                {chosen.palmLeafInfo.members
                  .filter((m) => m.name.trim() !== '')
                  .map((m, i) => (
                    <li key={i}>
                      {m.nakshatram
                        ? `${m.name} (${nakshatramLabel(m.nakshatram, i18n.locale, chosen.palmLeafInfo.nakshatramLanguage)})`
                        : m.name}
                    </li>
                  ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
