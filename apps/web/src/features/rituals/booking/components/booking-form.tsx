import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Center, Product } from '@sannidhi/domain/catalogue';
import type { Recurrence } from '@sannidhi/domain/enums';
import { formatMoney } from '@sannidhi/domain/money';
import { formatSlotTime } from '@sannidhi/domain/time';
import { isPrasadamOffered } from '@sannidhi/domain/prasadam';
import { Button, buttonClassName } from '../../../../components/button/button';
import { Dialog } from '../../../../components/dialog/dialog';
import { Spinner } from '../../../../components/spinner/spinner';
import { toast } from '../../../../components/toast/toast-store';
import { cartSlotCount } from '../../../../lib/cart-count';
import { PATHS } from '../../../../lib/paths';
import { getSession, setSession } from '../../../../lib/session';
import { postAnalyticsEvent } from '../../api/post-analytics-event';
import { slotQueryRoot, useRitualVariants } from '../hooks/use-slots';
import {
  emptyAddress,
  trimAddress,
  validateAddress,
  type AddressKey,
  type AddressValues,
} from '../utils/address';
import { buildCartItem, selectionTotal } from '../utils/cart-item';
import { participantCount, participantsFromMeta, validateParticipant } from '../utils/participants';
import { clampQuantities, totalQuantity, type QuantityLimits } from '../utils/quantities';
import type { ReschedulingOrderDetails } from '../utils/rescheduling';
import { counterpartSlot, monthOf, slotDayLabel, type BookingSlot, type SlotRules } from '../utils/slots';
import { AttendanceChoice } from './attendance-choice';
import { isMultiSlotLayout, SlotPicker } from './calendar-section';
import { FamilySection } from './family-section';
import { ParticipantFields } from './participant-fields';
import { PrasadamSection } from './prasadam-section';
import { SubscriptionSection } from './subscription-section';
import { displayVariantName, VariantSteppers } from './variant-steppers';
import './booking-form.css';

export const BOOKING_MESSAGES = {
  chooseSlot: 'Please choose a date and time',
  chooseDates: 'Please choose at least one date',
  chooseQuantity: 'Please choose how many you would like to book',
  chooseSubscription: 'Please choose recurring or one time',
  fixErrors: 'Please correct the highlighted fields.',
  added: 'Added to cart',
  addFailed: 'This ritual could not be added to the cart. Please try again.',
} as const;

/** Dates listed in the summary before "and n more". */
const SUMMARY_DATES = 4;

export interface BookingFormProps {
  product: Product;
  center: Center;
  rescheduling: ReschedulingOrderDetails | null;
  /** utm_* and selection_source for the cart item. */
  utms: Readonly<Record<string, string>>;
  /** An office volunteer booking for a devotee (may book past the cut-off). */
  isVolunteer: boolean;
  /** The SSO id whose saved families are offered (the devotee's, for a volunteer). */
  familySsoId: string;
  /** Name to start the delivery address with. */
  recipientName: string;
}

function initialInPerson(product: Product, rescheduling: ReschedulingOrderDetails | null): boolean {
  if (product.deliveryMode === 'BOTH') return rescheduling?.inPerson ?? true;
  return product.deliveryMode === 'IN_PERSON';
}

/** The ritual booking page's form: every section is driven by the ritual's config. */
export function BookingForm({
  product,
  center,
  rescheduling,
  utms,
  isVolunteer,
  familySsoId,
  recipientName,
}: BookingFormProps) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const { config } = product;
  const layout = config.calendar.layout;
  const fields = useMemo(() => config.form?.fields ?? [], [config.form]);
  const maxParticipants = config.form?.maxParticipants ?? 1;
  const timezone = center.meta.timezone;
  const dateFormat = center.meta.dateFormat;
  const country = center.meta.countryCode || 'IN';

  const [inPerson, setInPerson] = useState(() => initialInPerson(product, rescheduling));
  const [selected, setSelected] = useState<BookingSlot[]>([]);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [participants, setParticipants] = useState<Record<string, string>[]>(() =>
    rescheduling?.meta ? participantsFromMeta(rescheduling.meta) : [],
  );
  const [wantsPrasadam, setWantsPrasadam] = useState(rescheduling?.hasPrasadam ?? false);
  const [address, setAddress] = useState<AddressValues>(() => ({
    ...emptyAddress(country, recipientName),
    ...(rescheduling?.prasadamDeliveryAddress ?? {}),
  }));
  const [familyId, setFamilyId] = useState(() =>
    typeof rescheduling?.meta?.familyId === 'string' ? rescheduling.meta.familyId : '',
  );
  const [subscriptionType, setSubscriptionType] = useState<Recurrence | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [added, setAdded] = useState<{ slots: number } | null>(null);

  const now = new Date();
  const rules: SlotRules = {
    now,
    timezone,
    pastOffsetDays: config.pastOffsetDays,
    cutOffHours: config.cutOffHours,
    bypassCutOff: isVolunteer,
  };
  const initialMonth = rescheduling?.startTime ? monthOf(rescheduling.startTime, timezone) : undefined;
  const variantMonth = selected[0] ? monthOf(selected[0].startTime, timezone) : monthOf(now, timezone);
  const variantsQuery = useRitualVariants(product.id, variantMonth);
  const variants = variantsQuery.data ?? [];

  const chosenSlot = selected[0];
  const limits: QuantityLimits = {
    placesLeft: selected.length ? Math.min(...selected.map((s) => s.remaining)) : undefined,
    inventory:
      layout === 'INVENTORY' && chosenSlot
        ? Object.fromEntries(chosenSlot.inventory.map((i) => [i.variantId, i.remaining]))
        : undefined,
    participantCap: maxParticipants > 1 ? maxParticipants : undefined,
  };
  const effective = clampQuantities(variants, quantities, limits);
  const places = totalQuantity(effective);
  const count = participantCount(places, maxParticipants);
  const prasadamOffered = isPrasadamOffered(product, inPerson);
  const showsFamily = config.sections.includes('FAMILY');
  const showsSubscription = product.isSubscription || config.sections.includes('SUBSCRIPTION');
  const multi = isMultiSlotLayout(layout);
  const waitingForSlot = layout === 'INVENTORY' && !chosenSlot;
  const total = selectionTotal(variants, effective, selected.length);

  // Every message, shown once its field was left or after an attempt to add.
  const participantErrors = Array.from({ length: fields.length ? count : 0 }, (_, i) =>
    validateParticipant(fields, participants[i] ?? {}),
  );
  const addressErrors = prasadamOffered && wantsPrasadam ? validateAddress(address) : {};
  const errors = {
    calendar:
      selected.length === 0 ? (multi ? BOOKING_MESSAGES.chooseDates : BOOKING_MESSAGES.chooseSlot) : null,
    variants: places === 0 ? BOOKING_MESSAGES.chooseQuantity : null,
    subscription: showsSubscription && !subscriptionType ? BOOKING_MESSAGES.chooseSubscription : null,
  };
  const hasErrors =
    Object.values(errors).some(Boolean) ||
    participantErrors.some((e) => Object.keys(e).length > 0) ||
    Object.keys(addressErrors).length > 0;
  const visible = (key: string) => attempted || touched.has(key);
  const shownParticipantErrors = participantErrors.map((e, i) =>
    Object.fromEntries(Object.entries(e).filter(([key]) => visible(`p${i}.${key}`))),
  );
  const shownAddressErrors = Object.fromEntries(
    Object.entries(addressErrors).filter(([key]) => visible(`address.${key}`)),
  ) as Partial<Record<AddressKey, string>>;
  const touch = (key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));

  // After a failed attempt, focus the first message so that keyboard and screen-reader users land on it.
  useEffect(() => {
    if (focusRequest === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .sn-booking-error');
    target?.focus();
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focusRequest]);

  const chooseSlots = (slots: BookingSlot[]) => {
    setSelected(slots);
    if (slots.length === 0 || rescheduling) return;
    postAnalyticsEvent('slots selected', center.id, {
      productId: product.id,
      productName: product.name,
      layout,
      slots: slots.map((s) => ({ slotId: s.id, startTime: s.startTime, inPerson: s.inPerson })),
      ...utms,
    });
  };

  const changeMode = (next: boolean) => {
    if (next === inPerson) return;
    // Keep the chosen dates where the ritual offers the other mode at the same time.
    const known = queryClient
      .getQueriesData<BookingSlot[]>({ queryKey: slotQueryRoot(product.id) })
      .flatMap(([, data]) => data ?? []);
    setInPerson(next);
    setSelected((current) =>
      current.map((s) => counterpartSlot(s, known, next)).filter((s): s is BookingSlot => Boolean(s)),
    );
  };

  const addToCart = (event: FormEvent) => {
    event.preventDefault();
    if (rescheduling) return;
    if (hasErrors) {
      setAttempted(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    let item;
    try {
      item = buildCartItem({
        product,
        timezone,
        slots: selected,
        variants,
        quantities: effective,
        participants,
        participantCount: count,
        wantsPrasadam: prasadamOffered && wantsPrasadam,
        address: prasadamOffered && wantsPrasadam ? trimAddress(address) : null,
        familyId,
        subscriptionType: showsSubscription ? subscriptionType : null,
        utms,
        itemId: crypto.randomUUID(),
      });
    } catch (error) {
      console.error('The cart item could not be built', error);
      toast.error(BOOKING_MESSAGES.addFailed);
      return;
    }
    setSession((s) => ({ cart: [...s.cart, item] }));
    toast.success(BOOKING_MESSAGES.added);
    postAnalyticsEvent('add to cart', center.id, {
      productId: product.id,
      productName: product.name,
      itemId: item.itemId,
      slots: item.slots.length,
      quantity: places,
      amount: total,
      currency: center.currency,
      inPerson,
      hasPrasadam: item.hasPrasadam,
      subscriptionType: item.subscriptionType,
      ...utms,
    });
    setAdded({ slots: item.slots.length });
    // A fresh form for the next booking; attendance, prasadam address and family stay.
    setSelected([]);
    setQuantities({});
    setParticipants([]);
    setSubscriptionType(null);
    setTouched(new Set());
    setAttempted(false);
  };

  const calendarErrorId = `${idPrefix}-calendar-error`;
  const variantsErrorId = `${idPrefix}-variants-error`;
  const modeLabel =
    product.deliveryMode === 'BOTH'
      ? 'In person or online'
      : product.deliveryMode === 'IN_PERSON'
        ? 'In person'
        : 'Online';

  return (
    <form ref={formRef} className="sn-booking" noValidate onSubmit={addToCart}>
      <div className="sn-booking__main">
        {rescheduling && (
          <p className="sn-booking__reschedule" role="note" data-testid="rescheduling-banner">
            Rescheduling order {rescheduling.orderId}
          </p>
        )}

        <div className="sn-booking__intro">
          <img
            className="sn-booking__image"
            src={product.image || '/images/rituals/lamp.svg'}
            alt=""
            width={160}
            height={90}
          />
          <div>
            <p className="sn-booking__badges">
              <span className="sn-booking__badge">{modeLabel}</span>
              {product.isSubscription && <span className="sn-booking__badge">Subscription</span>}
            </p>
            <p className="sn-booking__description">{product.description}</p>
          </div>
        </div>

        {product.deliveryMode === 'BOTH' && (
          <AttendanceChoice name={`${idPrefix}-mode`} inPerson={inPerson} onChange={changeMode} />
        )}

        <section
          className="sn-section"
          aria-labelledby={`${idPrefix}-calendar-title`}
          data-testid="calendar-section"
        >
          <h2 id={`${idPrefix}-calendar-title`} className="sn-section__title">
            {config.calendar.title}
          </h2>
          <SlotPicker
            layout={layout}
            productId={product.id}
            inPerson={inPerson}
            rules={rules}
            dateFormat={dateFormat}
            selected={selected}
            onSelect={chooseSlots}
            initialMonth={initialMonth}
            initialSlotId={rescheduling?.slotId}
            describedById={attempted && errors.calendar ? calendarErrorId : undefined}
          />
          {attempted && errors.calendar && (
            <p id={calendarErrorId} className="sn-booking-error" tabIndex={-1}>
              {errors.calendar}
            </p>
          )}
        </section>

        <section
          className="sn-section"
          aria-labelledby={`${idPrefix}-variants-title`}
          data-testid="variants-section"
        >
          <h2 id={`${idPrefix}-variants-title`} className="sn-section__title">
            {layout === 'INVENTORY' ? 'Your offerings' : 'Options'}
          </h2>
          {variantsQuery.isPending ? (
            <Spinner size="sm" label="Loading the options…" />
          ) : variants.length === 0 ? (
            <p className="sn-section__note">This ritual has no options to book at the moment.</p>
          ) : waitingForSlot ? (
            <p className="sn-section__note">Choose a date and time first: what is left depends on it.</p>
          ) : (
            <>
              {multi && selected.length > 1 && (
                <p className="sn-section__note">These apply to each of your {selected.length} dates.</p>
              )}
              <VariantSteppers
                variants={variants}
                quantities={effective}
                limits={limits}
                currency={center.currency}
                onChange={(variantId, quantity) => setQuantities({ ...effective, [variantId]: quantity })}
                describedById={attempted && errors.variants ? variantsErrorId : undefined}
              />
              {limits.placesLeft !== undefined && (
                <p className="sn-section__note">
                  {limits.placesLeft} {limits.placesLeft === 1 ? 'place' : 'places'} left
                  {multi && selected.length > 1 ? ' on the fullest of your dates' : ''}.
                </p>
              )}
            </>
          )}
          {attempted && errors.variants && !waitingForSlot && (
            <p id={variantsErrorId} className="sn-booking-error" tabIndex={-1}>
              {errors.variants}
            </p>
          )}
        </section>

        {fields.length > 0 && (
          <section
            className="sn-section"
            aria-labelledby={`${idPrefix}-people-title`}
            data-testid="participants-section"
          >
            <h2 id={`${idPrefix}-people-title`} className="sn-section__title">
              {maxParticipants > 1 ? 'Participant details' : 'Booking details'}
            </h2>
            {maxParticipants > 1 && (
              <p className="sn-section__note">One participant per place, up to {maxParticipants}.</p>
            )}
            <ParticipantFields
              idPrefix={idPrefix}
              fields={fields}
              count={count}
              numbered={maxParticipants > 1}
              participants={participants}
              errors={shownParticipantErrors}
              onChange={(index, patch) =>
                setParticipants((list) => {
                  const next = [...list];
                  while (next.length <= index) next.push({});
                  next[index] = { ...next[index], ...patch };
                  return next;
                })
              }
              onBlur={(index, key) => touch(`p${index}.${key}`)}
            />
          </section>
        )}

        {showsFamily && <FamilySection ssoId={familySsoId} familyId={familyId} onChange={setFamilyId} />}

        {prasadamOffered && (
          <PrasadamSection
            idPrefix={`${idPrefix}-address`}
            wantsPrasadam={wantsPrasadam}
            onWantsPrasadam={setWantsPrasadam}
            address={address}
            onAddressChange={(patch) => setAddress((a) => ({ ...a, ...patch }))}
            errors={shownAddressErrors}
            onBlur={(key) => touch(`address.${key}`)}
            canEditLookedUpPlace={isVolunteer}
          />
        )}

        {showsSubscription && (
          <SubscriptionSection
            name={`${idPrefix}-subscription`}
            value={subscriptionType}
            onChange={setSubscriptionType}
            error={attempted ? errors.subscription : null}
          />
        )}
      </div>

      <aside className="sn-booking__aside" aria-labelledby={`${idPrefix}-summary-title`}>
        <div className="sn-booking__summary" data-testid="booking-summary">
          <h2 id={`${idPrefix}-summary-title`} className="sn-booking__summary-title">
            Your booking
          </h2>
          <dl className="sn-booking__facts">
            <div>
              <dt>Attending</dt>
              <dd>{inPerson ? 'In person' : 'Online'}</dd>
            </div>
            <div>
              <dt>{selected.length > 1 ? `Dates (${selected.length})` : 'Date'}</dt>
              <dd>
                {selected.length === 0
                  ? 'Not chosen yet'
                  : selected
                      .slice(0, SUMMARY_DATES)
                      .map(
                        (s) =>
                          `${slotDayLabel(s.startTime, timezone, dateFormat)}, ${formatSlotTime(s.startTime, timezone)}`,
                      )
                      .concat(
                        selected.length > SUMMARY_DATES
                          ? [`and ${selected.length - SUMMARY_DATES} more`]
                          : [],
                      )
                      .map((line) => (
                        <span key={line} className="sn-booking__fact-line">
                          {line}
                        </span>
                      ))}
              </dd>
            </div>
            <div>
              <dt>{layout === 'INVENTORY' ? 'Offerings' : 'Options'}</dt>
              <dd>
                {places === 0
                  ? 'None chosen yet'
                  : variants
                      .filter((v) => (effective[v.id] ?? 0) > 0)
                      .map((v) => `${displayVariantName(v.name)} × ${effective[v.id]}`)
                      .join(', ')}
              </dd>
            </div>
          </dl>
          <p className="sn-booking__total">
            <span className="sn-booking__total-label">Total</span>{' '}
            <span className="sn-booking__total-amount" data-testid="booking-total">
              {formatMoney(total, center.currency)}
            </span>
          </p>
          {rescheduling ? (
            <p className="sn-section__note">
              Confirming a new date for this order will be possible here soon. Nothing has been changed.
            </p>
          ) : (
            <Button type="submit" fullWidth>
              Add to cart
            </Button>
          )}
          {attempted && hasErrors && (
            <p className="sn-booking__fix" role="alert">
              {BOOKING_MESSAGES.fixErrors}
            </p>
          )}
        </div>
      </aside>

      <Dialog
        open={added !== null}
        onClose={() => setAdded(null)}
        title="Added to your cart"
        description={
          <p>
            {product.name}: {added?.slots ?? 0} {added?.slots === 1 ? 'booking' : 'bookings'} added. Your cart
            now holds {cartSlotCount(getSession().cart)}.
          </p>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setAdded(null)}>
              Continue booking
            </Button>
            <Link to={PATHS.cart} className={buttonClassName('primary')} data-autofocus>
              Go to cart
            </Link>
          </>
        }
      />
    </form>
  );
}
