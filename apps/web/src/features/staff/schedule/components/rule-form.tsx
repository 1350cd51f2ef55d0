import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ruleBodyOf,
  ScheduleRuleForm,
  type ScheduleRitual,
  type ScheduleRuleFormInput,
} from '@sannidhi/domain/contracts/staff-schedule';
import { WEEKDAYS } from '@sannidhi/domain/schedule-rule';
import { useAddScheduleRule } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { controlProps, Field, FieldError, TextField } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';
import { inUiLanguage } from '../../../../lib/domain-texts';

const TOAST_MS = 6000;
const DAY_NAMES: Record<(typeof WEEKDAYS)[number], MessageDescriptor> = {
  SUN: msg`Sunday`,
  MON: msg`Monday`,
  TUE: msg`Tuesday`,
  WED: msg`Wednesday`,
  THU: msg`Thursday`,
  FRI: msg`Friday`,
  SAT: msg`Saturday`,
};

/** "Open dates": a recurring rule for the ritual, whose slots open at once for the next days. */
export function RuleForm({ center, ritual }: { center: string; ritual: ScheduleRitual }) {
  const { t, i18n } = useLingui();
  const ritualName = ritual.name;
  const form = useForm<ScheduleRuleFormInput, unknown, ScheduleRuleForm>({
    resolver: zodResolver(ScheduleRuleForm),
    mode: 'onTouched',
    defaultValues: {
      repeat: 'weekdays',
      days: [...WEEKDAYS],
      times: '',
      capacity: 20,
      ahead: 30,
      inventory: {},
    },
  });
  const add = useAddScheduleRule();
  const errors = form.formState.errors;
  const repeat = form.watch('repeat');
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync(ruleBodyOf(values, { center, product: ritual.id }));
      const existing = answer.existing;
      const created = answer.created;
      toast.success(
        existing
          ? plural(created, {
              one: `# slot opened (${existing} already open)`,
              other: `# slots opened (${existing} already open)`,
            })
          : plural(created, { one: '# slot opened', other: '# slots opened' }),
        { duration: TOAST_MS },
      );
      form.reset({ ...values, times: '' });
    } catch (err) {
      toast.error(
        err instanceof Error
          ? inUiLanguage(err.message)
          : t`The dates could not be opened. Please try again.`,
        {
          duration: TOAST_MS,
        },
      );
    }
  });
  return (
    <form
      className="sn-staff-schedule__form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t`Open dates of ${ritualName}`}
    >
      <Field id="schedule-repeat" label={t`Repeats`} required>
        <select
          className="sn-select"
          {...controlProps('schedule-repeat', { required: true })}
          {...form.register('repeat')}
        >
          <option value="weekdays">{t`On weekdays`}</option>
          <option value="pournami">{t`Every Pournami (full moon)`}</option>
          <option value="amavasya">{t`Every Amavasya (new moon)`}</option>
        </select>
      </Field>
      {repeat === 'weekdays' && (
        <fieldset aria-describedby={errors.days ? 'schedule-days-error' : undefined}>
          <legend>
            <Trans>Weekdays</Trans>
          </legend>
          {WEEKDAYS.map((d) => (
            <label key={d} className="sn-staff-schedule__check">
              <input type="checkbox" value={d} {...form.register('days')} />
              {i18n._(DAY_NAMES[d])}
            </label>
          ))}
          <FieldError id="schedule-days-error" message={errors.days?.message} />
        </fieldset>
      )}
      <TextField
        id="schedule-times"
        label={t`Start times`}
        required
        error={errors.times?.message}
        hint={t`24-hour times in the centre's time zone, separated by commas: 06:30, 18:00`}
        autoComplete="off"
        {...form.register('times')}
      />
      <TextField
        id="schedule-capacity"
        label={t`Places per slot`}
        required
        error={errors.capacity?.message}
        type="number"
        inputMode="numeric"
        min={1}
        {...form.register('capacity', { valueAsNumber: true })}
      />
      {ritual.deliveryMode === 'BOTH' && (
        <TextField
          id="schedule-online"
          label={t`Places per online slot`}
          markOptional
          error={errors.onlineCapacity?.message}
          hint={t`Left empty: the same as in person.`}
          type="number"
          inputMode="numeric"
          min={0}
          {...form.register('onlineCapacity', { valueAsNumber: true })}
        />
      )}
      {ritual.usesInventory &&
        ritual.variants.map((v, i) => {
          const error = errors.inventory?.[v.id]?.message;
          const variantName = v.name;
          return (
            <Field
              key={v.id}
              id={`schedule-inventory-${i}`}
              label={t`Places of ${variantName} per slot`}
              markOptional
              error={error}
              hint={t`Left empty: only the slot's places limit it.`}
            >
              <input
                className="sn-input"
                type="number"
                inputMode="numeric"
                min={0}
                {...controlProps(`schedule-inventory-${i}`, { error, hint: true })}
                {...form.register(`inventory.${v.id}`, { valueAsNumber: true })}
              />
            </Field>
          );
        })}
      <Field
        id="schedule-ahead"
        label={t`Days ahead`}
        required
        error={errors.ahead?.message}
        hint={t`From today: 1 opens today only.`}
      >
        <input
          className="sn-input"
          type="number"
          inputMode="numeric"
          min={1}
          {...controlProps('schedule-ahead', { error: errors.ahead?.message, hint: true, required: true })}
          {...form.register('ahead', { valueAsNumber: true })}
        />
      </Field>
      <Button type="submit" loading={add.isPending}>
        <Trans>Open dates</Trans>
      </Button>
    </form>
  );
}
