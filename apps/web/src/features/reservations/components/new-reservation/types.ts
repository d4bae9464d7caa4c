import type { ReservationInput } from '@bookone/domain';
import type { UseFormReturn } from 'react-hook-form';

import type { NewReservationValues } from '../../utils/new-reservation-form';

/** The new reservation form as its parts see it: the dialog's values, submitted as the create request. */
export type NewReservationForm = UseFormReturn<NewReservationValues, unknown, ReservationInput>;
