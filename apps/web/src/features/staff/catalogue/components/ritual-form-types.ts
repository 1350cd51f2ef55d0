import type { RitualForm, RitualFormInput } from '@sannidhi/domain/contracts/staff-catalogue';
import type { UseFormReturn } from 'react-hook-form';

/** The catalogue editor's form, as its parts receive it. */
export type RitualFormApi = UseFormReturn<RitualFormInput, unknown, RitualForm>;
