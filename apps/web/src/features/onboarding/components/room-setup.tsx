import { roomTypeInputSchema, VALIDATION_KEYS, type RoomType } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import BedIcon from '@mui/icons-material/Bed';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ApiRequestError } from '../../../lib/api-client';
import { onboardingQueryKey } from '../api/get-onboarding';
import { createRoom, createRoomType, getRooms, roomTypesQueryKey, useRoomTypes } from '../api/rooms';

/** The room type fields asked for here; the rest keep their defaults and can be edited under Rooms later. */
const roomTypeFormSchema = z
  .object({
    name: roomTypeInputSchema.shape.name,
    basePrice: roomTypeInputSchema.shape.basePrice,
    maxOccupancy: roomTypeInputSchema.shape.maxOccupancy,
    baseOccupancy: roomTypeInputSchema.shape.baseOccupancy,
    noOfRooms: roomTypeInputSchema.shape.noOfRooms.refine((n) => n >= 1, VALIDATION_KEYS.atLeastOne),
    shared: z.boolean(),
    bedsPerRoom: z
      .number()
      .int(VALIDATION_KEYS.wholeNumber)
      .min(1, VALIDATION_KEYS.atLeastOne)
      .max(50)
      .nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.baseOccupancy > v.maxOccupancy)
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION_KEYS.maxOccupancy,
        path: ['baseOccupancy'],
      });
    if (v.shared && v.bedsPerRoom == null)
      ctx.addIssue({ code: 'custom', message: 'setup:messages.beds', path: ['bedsPerRoom'] });
  });
type RoomTypeForm = z.input<typeof roomTypeFormSchema>;

/** Room numbers to suggest: the next hundred after the ones already used (101, 102… then 201…). */
export function suggestRoomNumbers(count: number, typeIndex: number): string[] {
  const base = (typeIndex + 1) * 100;
  return Array.from({ length: count }, (_, i) => String(base + i + 1));
}

type Pending = { type: RoomType; numbers: string[]; created: string[] };

/**
 * The "Add Room" step (spec §2.5): a room type (name, base price per night, occupancy, number of rooms, or a
 * shared dorm sold by bed) and its physical rooms with pre-filled, editable numbers. Once a room type has rooms the
 * server marks the property COMPLETED; `onRoomsAdded` then refreshes the session and the menu.
 */
export function RoomSetup({
  propertyId,
  currency,
  onRoomsAdded,
}: {
  propertyId: number;
  currency: string;
  onRoomsAdded: () => Promise<void>;
}) {
  const { t } = useTranslation('setup');
  const queryClient = useQueryClient();
  const roomTypes = useRoomTypes(propertyId);
  const types = roomTypes.data ?? [];
  const [pending, setPending] = useState<Pending | null>(null);
  const [roomError, setRoomError] = useState<string | null>(null);
  const [savingRooms, setSavingRooms] = useState(false);

  const kit = useKitForm({
    schema: roomTypeFormSchema,
    alwaysShowServerMessage: true,
    onSave: (values) => createType(values),
    defaultValues: {
      name: '',
      basePrice: null as unknown as number,
      maxOccupancy: 2,
      baseOccupancy: 2,
      noOfRooms: 1,
      shared: false,
      bedsPerRoom: null,
    } satisfies RoomTypeForm,
  });
  const { control, reset } = kit.form;
  const shared = useWatch({ control, name: 'shared' });

  // A room type saved earlier that still lacks rooms (e.g. the page was left halfway): offer to finish it.
  useEffect(() => {
    if (pending || !roomTypes.data) return;
    const unfinished = roomTypes.data.find((rt) => rt.roomCount < rt.noOfRooms);
    if (unfinished) {
      const index = roomTypes.data.indexOf(unfinished);
      void getRooms(propertyId, unfinished.id).then((rooms) => {
        const existing = rooms.map((r) => r.roomNumber);
        const numbers = suggestRoomNumbers(unfinished.noOfRooms, index).filter((n) => !existing.includes(n));
        setPending({
          type: unfinished,
          numbers: numbers.slice(0, unfinished.noOfRooms - existing.length),
          created: [],
        });
      });
    }
  }, [pending, roomTypes.data, propertyId]);

  const saveRooms = async (current: Pending) => {
    setSavingRooms(true);
    setRoomError(null);
    const created = [...current.created];
    try {
      for (const roomNumber of current.numbers) {
        if (created.includes(roomNumber)) continue;
        await createRoom(propertyId, {
          roomTypeId: current.type.id,
          roomNumber,
          status: 'VACANT_READY',
          inService: true,
        });
        created.push(roomNumber);
      }
      setPending(null);
      reset();
      await queryClient.invalidateQueries({ queryKey: roomTypesQueryKey(propertyId) });
      await queryClient.invalidateQueries({ queryKey: onboardingQueryKey(propertyId) });
      await onRoomsAdded();
    } catch (error) {
      // Keep what was created: a retry only sends the rooms still missing.
      setPending({ ...current, created });
      setRoomError(error instanceof Error ? error.message : String(error));
    } finally {
      setSavingRooms(false);
    }
  };

  // A failed save keeps what was typed: useKitForm puts the server field messages on the fields.
  async function createType(values: z.output<typeof roomTypeFormSchema>) {
    const beds = values.shared
      ? Array.from({ length: values.bedsPerRoom ?? 1 }, (_, i) => t('rooms.bedName', { n: i + 1 }))
      : [];
    const type = await createRoomType(propertyId, {
      name: values.name,
      basePrice: values.basePrice,
      maxOccupancy: values.shared ? 1 : values.maxOccupancy,
      baseOccupancy: values.shared ? 1 : values.baseOccupancy,
      minOccupancy: 1,
      noOfRooms: values.noOfRooms,
      shared: values.shared,
      beds,
      extraAdultCharge: 0,
      extraChildCharge: 0,
      facilityIds: [],
    });
    await queryClient.invalidateQueries({ queryKey: roomTypesQueryKey(propertyId) });
    setPending({ type, numbers: suggestRoomNumbers(values.noOfRooms, types.length), created: [] });
  }

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        {pending ? (
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t('rooms.numbersTitle', { name: pending.type.name })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {t('rooms.numbersHint')}
              </Typography>
              <Box
                component="form"
                noValidate
                aria-label={t('rooms.numbersTitle', { name: pending.type.name })}
                onSubmit={(e) => {
                  e.preventDefault();
                  const numbers = pending.numbers.map((n) => n.trim());
                  if (numbers.some((n) => !n) || new Set(numbers).size !== numbers.length) {
                    setRoomError(t('rooms.numbersInvalid'));
                    return;
                  }
                  void saveRooms({ ...pending, numbers });
                }}
              >
                <Grid container spacing={1}>
                  {pending.numbers.map((number, i) => (
                    <Grid key={i} size={{ xs: 6, sm: 4, md: 3 }}>
                      <TextField
                        size="small"
                        label={t('rooms.roomN', { n: i + 1 })}
                        value={number}
                        disabled={pending.created.includes(number)}
                        onChange={(e) => {
                          const numbers = [...pending.numbers];
                          numbers[i] = e.target.value;
                          setPending({ ...pending, numbers });
                        }}
                        fullWidth
                      />
                    </Grid>
                  ))}
                </Grid>
                {roomError && (
                  <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                    {roomError}
                  </Alert>
                )}
                <Button
                  type="submit"
                  variant="contained"
                  sx={{ mt: 2 }}
                  disabled={savingRooms}
                  startIcon={savingRooms ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  {t('rooms.saveRooms', { count: pending.numbers.length })}
                </Button>
              </Box>
            </CardContent>
          </Card>
        ) : (
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t('rooms.addType')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {t('rooms.addTypeHint')}
              </Typography>
              <form noValidate aria-label={t('rooms.addType')} onSubmit={kit.onSubmit}>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 7 }}>
                    <FormTextField
                      control={control}
                      name="name"
                      label={t('rooms.typeName')}
                      required
                      hint={t('rooms.typeNameHint')}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 5 }}>
                    <FormTextField
                      control={control}
                      name="basePrice"
                      reads="optionalNumber"
                      required
                      label={t('rooms.basePrice', { currency })}
                      hint={shared ? t('rooms.perBed') : t('rooms.perNight')}
                    />
                  </Grid>
                  <Grid size={12}>
                    <Controller
                      control={control}
                      name="shared"
                      render={({ field }) => (
                        <FormControlLabel
                          control={<Switch checked={field.value} onChange={(_, c) => field.onChange(c)} />}
                          label={t('rooms.shared')}
                        />
                      )}
                    />
                  </Grid>
                  {shared ? (
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormTextField
                        control={control}
                        name="bedsPerRoom"
                        reads="optionalNumber"
                        required
                        label={t('rooms.bedsPerRoom')}
                      />
                    </Grid>
                  ) : (
                    <>
                      <Grid size={{ xs: 6, sm: 4 }}>
                        <FormTextField
                          control={control}
                          name="maxOccupancy"
                          reads="optionalNumber"
                          required
                          label={t('rooms.maxOccupancy')}
                        />
                      </Grid>
                      <Grid size={{ xs: 6, sm: 4 }}>
                        <FormTextField
                          control={control}
                          name="baseOccupancy"
                          reads="optionalNumber"
                          required
                          label={t('rooms.baseOccupancy')}
                          hint={t('rooms.baseOccupancyHint')}
                        />
                      </Grid>
                    </>
                  )}
                  <Grid size={{ xs: 12, sm: 4 }}>
                    <FormTextField
                      control={control}
                      name="noOfRooms"
                      reads="optionalNumber"
                      required
                      label={t('rooms.noOfRooms')}
                    />
                  </Grid>
                </Grid>
                {kit.formError && (
                  <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                    {kit.formError}
                  </Alert>
                )}
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={kit.submitting ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
                  disabled={kit.submitting}
                  sx={{ mt: 1 }}
                >
                  {t('rooms.continueToRooms')}
                </Button>
              </form>
            </CardContent>
          </Card>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('rooms.yourTypes')}
            </Typography>
            {roomTypes.isPending ? (
              <CircularProgress size={24} aria-label={t('loading')} />
            ) : roomTypes.isError ? (
              <Alert severity="error">{(roomTypes.error as ApiRequestError).message}</Alert>
            ) : types.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('rooms.noneYet')}
              </Typography>
            ) : (
              <List dense aria-label={t('rooms.yourTypes')}>
                {types.map((rt) => (
                  <ListItem key={rt.id} disableGutters>
                    <ListItemIcon>
                      <BedIcon />
                    </ListItemIcon>
                    <ListItemText
                      primary={rt.name}
                      secondary={t('rooms.typeSummary', {
                        price: rt.basePrice.toFixed(2),
                        currency,
                        rooms: rt.roomCount,
                        total: rt.noOfRooms,
                      })}
                    />
                    {rt.shared && <Chip size="small" label={t('rooms.sharedChip')} />}
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
