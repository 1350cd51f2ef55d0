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

const TOAST_MS = 6000;
const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  SUN: 'Sunday',
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
};

/** "Open dates": a recurring rule for the ritual, whose slots open at once for the next days. */
export function RuleForm({ center, ritual }: { center: string; ritual: ScheduleRitual }) {
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
      const opened = `${answer.created} ${answer.created === 1 ? 'slot' : 'slots'} opened`;
      toast.success(answer.existing ? `${opened} (${answer.existing} already open)` : opened, {
        duration: TOAST_MS,
      });
      form.reset({ ...values, times: '' });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The dates could not be opened. Please try again.', {
        duration: TOAST_MS,
      });
    }
  });
  return (
    <form
      className="sn-staff-schedule__form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`Open dates of ${ritual.name}`}
    >
      <Field id="schedule-repeat" label="Repeats" required>
        <select
          className="sn-select"
          {...controlProps('schedule-repeat', { required: true })}
          {...form.register('repeat')}
        >
          <option value="weekdays">On weekdays</option>
          <option value="pournami">Every Pournami (full moon)</option>
          <option value="amavasya">Every Amavasya (new moon)</option>
        </select>
      </Field>
      {repeat === 'weekdays' && (
        <fieldset aria-describedby={errors.days ? 'schedule-days-error' : undefined}>
          <legend>Weekdays</legend>
          {WEEKDAYS.map((d) => (
            <label key={d} className="sn-staff-schedule__check">
              <input type="checkbox" value={d} {...form.register('days')} />
              {DAY_NAMES[d]}
            </label>
          ))}
          <FieldError id="schedule-days-error" message={errors.days?.message} />
        </fieldset>
      )}
      <TextField
        id="schedule-times"
        label="Start times"
        required
        error={errors.times?.message}
        hint="24-hour times in the centre's time zone, separated by commas: 06:30, 18:00"
        autoComplete="off"
        {...form.register('times')}
      />
      <TextField
        id="schedule-capacity"
        label="Places per slot"
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
          label="Places per online slot"
          markOptional
          error={errors.onlineCapacity?.message}
          hint="Left empty: the same as in person."
          type="number"
          inputMode="numeric"
          min={0}
          {...form.register('onlineCapacity', { valueAsNumber: true })}
        />
      )}
      {ritual.usesInventory &&
        ritual.variants.map((v, i) => {
          const error = errors.inventory?.[v.id]?.message;
          return (
            <Field
              key={v.id}
              id={`schedule-inventory-${i}`}
              label={`Places of ${v.name} per slot`}
              markOptional
              error={error}
              hint="Left empty: only the slot's places limit it."
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
        label="Days ahead"
        required
        error={errors.ahead?.message}
        hint="From today: 1 opens today only."
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
        Open dates
      </Button>
    </form>
  );
}
