/**
 * The cart's "+" and "−" on a ritual that asks for participants (issue #16, one participant per place):
 * "+" asks for the new place's participant with the ritual's own fields (nothing pre-filled), "−" asks
 * whose place goes. Closing either without an answer leaves the cart as it was.
 */
import { zodResolver } from '@hookform/resolvers/zod';
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
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title="Add a participant"
      className="sn-place-dialog"
      description={
        request && (
          <>
            One more place of {request.variantLabel} for {request.where}. Each place is for one participant:
            please enter their details.
          </>
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
          Cancel
        </Button>
        <Button type="submit">Add participant</Button>
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
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title="Remove a participant"
      className="sn-place-dialog"
      description={
        request && (
          <>
            Which participant&apos;s place of {request.variantLabel} should be removed from {request.where}?
          </>
        )
      }
      actions={
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
      }
    >
      {request && (
        <ul className="sn-place-dialog__choices">
          {request.participants.map((p) => (
            <li key={p.n}>
              <Button variant="secondary" fullWidth onClick={() => onRemove(p.n)}>
                Remove {describeParticipant(p)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
