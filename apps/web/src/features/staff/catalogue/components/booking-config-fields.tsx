import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarLayout, RitualDetailSection } from '@sannidhi/domain/enums';
import { PRASADAM_ASK_WHEN } from '@sannidhi/domain/prasadam';
import { controlProps, Field, TextField } from '../../../../components/field/field';
import { CALENDAR_LAYOUT_LABELS, SECTION_LABELS } from '../lib/config-labels';
import { MAX_FORM_LABEL } from '@sannidhi/domain/form-texts';
import { CheckField } from './check-field';
import { LanguageTexts, languagesGiven } from './language-texts';
import type { RitualFormApi } from './ritual-form-types';

const PRASADAM_CHOICES: [string, MessageDescriptor][] = [
  ['', msg`No prasadam`],
  [PRASADAM_ASK_WHEN.onlineOnly, msg`For online bookings`],
  [PRASADAM_ASK_WHEN.inPersonOnly, msg`For in-person bookings`],
  [PRASADAM_ASK_WHEN.both, msg`For every booking`],
];

/** The ritual's config: cancelling and rescheduling, the cut-off, the calendar, prasadam and page sections. */
export function BookingConfigFields({ form }: { form: RitualFormApi }) {
  const { t, i18n } = useLingui();
  const errors = form.formState.errors.config;
  return (
    <fieldset className="sn-catalogue__group">
      <legend>
        <Trans>Booking rules</Trans>
      </legend>
      <CheckField registered={form.register('config.canCancel')} label={t`Devotees can cancel a booking`} />
      <CheckField registered={form.register('config.canReschedule')} label={t`Devotees can move a booking`} />
      <Field
        id="ritual-cutoff"
        label={t`Cut-off (hours before the slot)`}
        required
        error={errors?.cutOffHours?.message}
        hint={t`Bookings, cancellations and moves close this many hours before the ritual.`}
      >
        <input
          className="sn-input"
          type="number"
          min={0}
          {...controlProps('ritual-cutoff', {
            error: errors?.cutOffHours?.message,
            hint: true,
            required: true,
          })}
          {...form.register('config.cutOffHours', { valueAsNumber: true })}
        />
      </Field>
      <TextField
        id="ritual-calendar-title"
        label={t`Calendar title`}
        required
        error={errors?.calendar?.title?.message}
        {...form.register('config.calendar.title')}
      />
      <LanguageTexts given={languagesGiven(form.watch('config.calendar.texts'), 'title')}>
        {(language, languageName) => (
          <TextField
            id={`ritual-calendar-title-${language}`}
            label={t`Calendar title in ${languageName}`}
            markOptional
            error={errors?.calendar?.texts?.[language]?.title?.message}
            maxLength={MAX_FORM_LABEL}
            lang={language}
            autoComplete="off"
            {...form.register(`config.calendar.texts.${language}.title`)}
          />
        )}
      </LanguageTexts>
      <Field
        id="ritual-calendar-layout"
        label={t`Calendar layout`}
        required
        error={errors?.calendar?.layout?.message}
      >
        <select
          className="sn-select"
          {...controlProps('ritual-calendar-layout', {
            error: errors?.calendar?.layout?.message,
            required: true,
          })}
          {...form.register('config.calendar.layout')}
        >
          {CalendarLayout.options.map((o) => (
            <option key={o} value={o}>
              {i18n._(CALENDAR_LAYOUT_LABELS[o])}
            </option>
          ))}
        </select>
      </Field>
      <Field id="ritual-prasadam" label={t`Prasadam delivery`} error={errors?.prasadam?.askWhen?.message}>
        <select
          className="sn-select"
          {...controlProps('ritual-prasadam', { error: errors?.prasadam?.askWhen?.message })}
          {...form.register('config.prasadam.askWhen')}
        >
          {PRASADAM_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="sn-catalogue__checks">
        <legend>
          <Trans>Sections of the ritual page</Trans>
        </legend>
        {RitualDetailSection.options
          .filter((s) => s !== 'PRASADAM')
          .map((s) => (
            <CheckField
              key={s}
              registered={form.register('config.sections')}
              value={s}
              label={i18n._(SECTION_LABELS[s])}
            />
          ))}
      </fieldset>
    </fieldset>
  );
}
