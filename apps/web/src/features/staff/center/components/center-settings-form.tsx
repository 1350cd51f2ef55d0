import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { Center } from '@sannidhi/domain/catalogue';
import { MAX_REMINDER_HOURS } from '@sannidhi/domain/booking-calendar';
import { sendsPreDebitNotices } from '@sannidhi/domain/pre-debit';
import { MAX_WAITING_LIST_HOLD_HOURS } from '@sannidhi/domain/waiting-list';
import { TRANSLATED_LANGUAGES } from '@sannidhi/domain/catalogue-texts';
import {
  CENTER_DATE_FORMATS,
  CENTER_DESCRIPTION_MAX,
  CenterSettingsForm,
} from '@sannidhi/domain/contracts/staff-center';
import { useSaveStaffCenter } from '../../../../api/staff-center';
import { Button } from '../../../../components/button/button';
import { controlProps, Field } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';
import { TranslatedTexts } from '../../components/translated-texts';
import { inUiLanguage } from '../../../../lib/domain-texts';

const TOAST_MS = 5000;

function valuesOf(center: Center): CenterSettingsForm {
  const m = center.meta;
  return {
    description: center.description,
    // Every language has its field; an empty one is dropped by the api (devotees reading it see English).
    texts: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((l) => [l, { description: center.texts?.[l]?.description ?? '' }]),
    ),
    contact: { ...center.contact },
    treasurerEmail: center.treasurerEmail,
    grievanceContact: m.grievanceContact ?? '',
    timezone: m.timezone,
    dateFormat: (CENTER_DATE_FORMATS as readonly string[]).includes(m.dateFormat)
      ? (m.dateFormat as CenterSettingsForm['dateFormat'])
      : 'dd-MM-yyyy',
    gpmsRequestURL: m.gpmsRequestURL ?? '',
    gpmsSubscriptionRequestURL: m.gpmsSubscriptionRequestURL ?? '',
    refundOnCancel: m.refundOnCancel,
    showSubscriptions: m.showSubscriptions,
    theme: m.theme,
    reminderHours: m.reminderHours,
    preDebitNotices: sendsPreDebitNotices(m),
    waitingListHoldHours: m.waitingListHoldHours,
  };
}

function Check({ registered, label }: { registered: UseFormRegisterReturn; label: string }) {
  return (
    <label className="sn-centre-settings__check">
      <input type="checkbox" {...registered} />
      <span>{label}</span>
    </label>
  );
}

type TextName =
  | 'contact.address'
  | 'contact.email'
  | 'contact.phone'
  | 'treasurerEmail'
  | 'grievanceContact'
  | 'timezone'
  | 'gpmsRequestURL'
  | 'gpmsSubscriptionRequestURL';

/** The centre's contact, treasurer, gateways, time and date, and switches; validated again by the api. */
export function CenterSettingsFormView({ center }: { center: Center }) {
  const { t } = useLingui();
  const reminderHint = t`The devotee's reminder mail goes this many hours before the ritual; 0 sends none.`;
  const holdHint = t`Places freed on a full slot are held this long for the first in line, then pass to the next.`;
  const centerName = center.name;
  const indian = center.meta.countryCode === 'IN';
  const form = useForm<CenterSettingsForm>({
    resolver: zodResolver(CenterSettingsForm),
    mode: 'onTouched',
    defaultValues: valuesOf(center),
  });
  const save = useSaveStaffCenter();
  const errors = form.formState.errors;
  const errorOf: Record<TextName, string | undefined> = {
    'contact.address': errors.contact?.address?.message,
    'contact.email': errors.contact?.email?.message,
    'contact.phone': errors.contact?.phone?.message,
    treasurerEmail: errors.treasurerEmail?.message,
    grievanceContact: errors.grievanceContact?.message,
    timezone: errors.timezone?.message,
    gpmsRequestURL: errors.gpmsRequestURL?.message,
    gpmsSubscriptionRequestURL: errors.gpmsSubscriptionRequestURL?.message,
  };
  const text = (
    name: TextName,
    label: string,
    opts: { type?: string; hint?: string; required?: boolean } = {},
  ) => {
    const id = `centre-${name.replace('.', '-')}`;
    return (
      <Field
        id={id}
        label={label}
        required={opts.required}
        markOptional={!opts.required}
        error={errorOf[name]}
        hint={opts.hint}
      >
        <input
          className="sn-input"
          type={opts.type ?? 'text'}
          autoComplete="off"
          {...controlProps(id, { error: errorOf[name], hint: opts.hint, required: opts.required })}
          {...form.register(name)}
        />
      </Field>
    );
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, center: center.id });
      toast.success(t`The settings of ${centerName} are saved`, { duration: TOAST_MS });
    } catch (err) {
      toast.error(
        err instanceof Error
          ? inUiLanguage(err.message)
          : t`The settings could not be saved. Please try again.`,
        {
          duration: TOAST_MS,
        },
      );
    }
  });
  return (
    <form
      className="sn-centre-settings__form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t`Center settings`}
    >
      <fieldset className="sn-centre-settings__group">
        <legend>
          <Trans comment="The centre's description shown on its card">Description</Trans>
        </legend>
        <Field
          id="centre-description"
          label={t`Description in English`}
          required
          error={errors.description?.message}
        >
          <textarea
            className="sn-textarea"
            rows={4}
            maxLength={CENTER_DESCRIPTION_MAX}
            {...controlProps('centre-description', { error: errors.description?.message, required: true })}
            {...form.register('description')}
          />
        </Field>
        <TranslatedTexts
          idPrefix="centre"
          keys={['description']}
          register={(language) => form.register(`texts.${language}.description`)}
          errorOf={(language) => errors.texts?.[language]?.description?.message}
          maxLength={{ name: 200, description: CENTER_DESCRIPTION_MAX }}
        />
      </fieldset>
      <fieldset className="sn-centre-settings__group">
        <legend>
          <Trans>Contact</Trans>
        </legend>
        {text('contact.address', t`Address`)}
        {text('contact.email', t`Contact e-mail`, { type: 'email' })}
        {text('contact.phone', t`Phone`, { type: 'tel' })}
        {text('treasurerEmail', t`Treasurer e-mail`, {
          type: 'email',
          hint: t`Receives the collection reports.`,
        })}
        {text('grievanceContact', t`Grievance contact`, {
          hint: t`Who hears a devotee's grievance about their data: a name and an e-mail or phone. Shown on the Dashboard and in the footer.`,
        })}
      </fieldset>
      <fieldset className="sn-centre-settings__group">
        <legend>
          <Trans>Time and payments</Trans>
        </legend>
        {text('timezone', t`Time zone`, { required: true, hint: t`An IANA zone, such as America/Chicago.` })}
        <Field id="centre-date-format" label={t`Date format`} required error={errors.dateFormat?.message}>
          <select
            className="sn-select"
            {...controlProps('centre-date-format', { error: errors.dateFormat?.message, required: true })}
            {...form.register('dateFormat')}
          >
            {CENTER_DATE_FORMATS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </Field>
        {text('gpmsRequestURL', t`Payment gateway URL`, { type: 'url', required: true })}
        {text('gpmsSubscriptionRequestURL', t`Subscription gateway URL`, { type: 'url', required: true })}
      </fieldset>
      <fieldset className="sn-centre-settings__group">
        <legend>
          <Trans>Reminders</Trans>
        </legend>
        <Field
          id="centre-reminder-hours"
          label={t`Reminder before a ritual (hours)`}
          required
          error={errors.reminderHours?.message}
          hint={reminderHint}
        >
          <input
            className="sn-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_REMINDER_HOURS}
            step={1}
            {...controlProps('centre-reminder-hours', {
              error: errors.reminderHours?.message,
              hint: reminderHint,
              required: true,
            })}
            {...form.register('reminderHours', { valueAsNumber: true })}
          />
        </Field>
        <Field
          id="centre-hold-hours"
          label={t`Waiting-list offer held for (hours)`}
          required
          error={errors.waitingListHoldHours?.message}
          hint={holdHint}
        >
          <input
            className="sn-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_WAITING_LIST_HOLD_HOURS}
            step={1}
            {...controlProps('centre-hold-hours', {
              error: errors.waitingListHoldHours?.message,
              hint: holdHint,
              required: true,
            })}
            {...form.register('waitingListHoldHours', { valueAsNumber: true })}
          />
        </Field>
      </fieldset>
      <fieldset className="sn-centre-settings__group">
        <legend>
          <Trans comment="A group of on/off settings">Switches</Trans>
        </legend>
        <Check registered={form.register('refundOnCancel')} label={t`Cancelling shows the refund amount`} />
        <Check
          registered={form.register('showSubscriptions')}
          label={t`My Rituals shows the Subscription tab`}
        />
        {/* Indian centres always announce each charge (RBI); elsewhere it is the centre's courtesy. */}
        <label className="sn-centre-settings__check">
          <input type="checkbox" disabled={indian} {...form.register('preDebitNotices')} />
          <span>
            {indian
              ? t`Each subscription charge is announced by mail 48 hours before (always at Indian centres)`
              : t`Announce each subscription charge by mail 48 hours before`}
          </span>
        </label>
        <Field id="centre-theme" label={t`Header and footer`} required error={errors.theme?.message}>
          <select
            className="sn-select"
            {...controlProps('centre-theme', { error: errors.theme?.message, required: true })}
            {...form.register('theme')}
          >
            <option value="light">
              {t({ comment: 'The colour theme of the header and footer', message: 'Light' })}
            </option>
            <option value="dark">
              {t({ comment: 'The colour theme of the header and footer', message: 'Dark' })}
            </option>
          </select>
        </Field>
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save settings</Trans>
        </Button>
      </div>
    </form>
  );
}
