import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Spinner } from '../../../../components/spinner/spinner';
import { getFamilies } from '../../api/get-families';
import type { BookingDetailsForm } from '../hooks/use-booking-details';
import './booking-sections.css';

export interface FamilySectionProps {
  ssoId: string;
  form: BookingDetailsForm;
}

/**
 * A saved family for the booking (its id goes into the cart item's meta). Families are managed
 * under Family Details, which comes later: any failure or an empty list reads "No saved families yet".
 */
export function FamilySection({ ssoId, form }: FamilySectionProps) {
  const id = useId();
  const query = useQuery({
    queryKey: ['families', ssoId],
    queryFn: ({ signal }) => getFamilies(ssoId, signal),
    enabled: Boolean(ssoId),
    retry: false,
    staleTime: 60_000,
  });
  const families = Array.isArray(query.data) ? query.data.filter((f) => f && f.id) : [];

  return (
    <section className="sn-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sn-section__title">
        Family
      </h2>
      {query.isPending && ssoId ? (
        <Spinner size="sm" label="Loading saved families…" />
      ) : families.length === 0 ? (
        <p className="sn-section__note">No saved families yet.</p>
      ) : (
        <div className="sn-field">
          <label className="sn-field__label" htmlFor={id}>
            Saved family
          </label>
          <select id={id} className="sn-select" {...form.register('familyId')}>
            <option value="">Do not use a saved family</option>
            {families.map((family) => (
              <option key={family.id} value={family.id}>
                {family.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
}
