/**
 * The cart's "+" and "−" on a ritual that asks for participants (issue #16, one participant per place):
 * "+" asks for the new place's participant with the ritual's own fields (nothing pre-filled), "−" asks
 * whose place goes. Closing either without an answer leaves the cart as it was.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { FormField } from '@sannidhi/domain/catalogue';
import { AGE_YEARS_KEY, numberedParticipantMeta, validateParticipant } from '@sannidhi/domain/participants';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import {
  ParticipantFields,
  type ParticipantsValues,
} from '../../../components/participant-fields/participant-fields';
import { describeParticipant, type Participant } from '../lib/cart-lines';
import './place-dialogs.css';

/** One participant by the ritual's field rules (an AGE field's message sits on its years). */
function newParticipantSchema(fields: readonly FormField[]) {
  return z.object({ participants: z.array(z.record(z.string(), z.string())) }).check(
    z.superRefine((values, ctx) => {
      const errors = validateParticipant(fields, values.participants[0] ?? {});
      for (const [key, message] of Object.entries(errors)) {
        const name = fields.find((f) => f.key === key)?.type === 'AGE' ? AGE_YEARS_KEY : key;
        ctx.addIssue({ code: 'custom', path: ['participants', 0, name], message });
      }
    }),
  );
}

export interface AddPlaceRequest {
  /** "Devi Abhishekam on 12-12-2026, 06:30 AM". */
  where: string;
  variantLabel: string;
  fields: readonly FormField[];
  /** The new participant's number in the slot. */
  number: number;
}

export interface AddPlaceDialogProps {
  request: AddPlaceRequest | null;
  onAdd: (participant: Record<string, string | number>) => void;
  onClose: () => void;
}

/** "+": the new place's participant, with the ritual's fields; the place is added only once they are valid. */
export function AddPlaceDialog({ request, onAdd, onClose }: AddPlaceDialogProps) {
  const { t } = useLingui();
  const variantLabel = request?.variantLabel;
  const where = request?.where;
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={t`Add a participant`}
      className="sn-place-dialog"
      description={
        request && (
          <Trans>
            One more place of {variantLabel} for {where}. Each place is for one participant: please enter
            their details.
          </Trans>
        )
      }
    >
      {request && <AddPlaceForm request={request} onAdd={onAdd} onClose={onClose} />}
    </Dialog>
  );
}

function AddPlaceForm({ request, onAdd, onClose }: AddPlaceDialogProps & { request: AddPlaceRequest }) {
  const idPrefix = useId().replace(/:/g, '');
  const { fields } = request;
  const resolver = useMemo(
    () => zodResolver(newParticipantSchema(fields)) as unknown as Resolver<ParticipantsValues>,
    [fields],
  );
  const form = useForm<ParticipantsValues>({
    defaultValues: { participants: [{}] },
    resolver,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) =>
    onAdd(numberedParticipantMeta(fields, values.participants, 1)),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <ParticipantFields
        idPrefix={`${idPrefix}-new`}
        fields={fields}
        count={1}
        numbered
        firstNumber={request.number}
        form={form}
      />
      <div className="sn-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit">
          <Trans>Add participant</Trans>
        </Button>
      </div>
    </form>
  );
}

export interface RemovePlaceRequest {
  where: string;
  variantLabel: string;
  /** The variant's participants, one per place. */
  participants: Participant[];
}

export interface RemovePlaceDialogProps {
  request: RemovePlaceRequest | null;
  /** The participant number whose place goes. */
  onRemove: (n: number) => void;
  onClose: () => void;
}

/** "−" with several participants: whose place goes; the others stay exactly as listed. */
export function RemovePlaceDialog({ request, onRemove, onClose }: RemovePlaceDialogProps) {
  const { i18n, t } = useLingui();
  const variantLabel = request?.variantLabel;
  const where = request?.where;
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={t`Remove a participant`}
      className="sn-place-dialog"
      description={
        request && (
          <Trans>
            Which participant&apos;s place of {variantLabel} should be removed from {where}?
          </Trans>
        )
      }
      actions={
        <Button variant="secondary" onClick={onClose} data-autofocus>
          <Trans>Cancel</Trans>
        </Button>
      }
    >
      {request && (
        <ul className="sn-place-dialog__choices">
          {request.participants.map((p) => {
            const participant = describeParticipant(p, i18n);
            return (
              <li key={p.n}>
                <Button variant="secondary" fullWidth onClick={() => onRemove(p.n)}>
                  <Trans>Remove {participant}</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
