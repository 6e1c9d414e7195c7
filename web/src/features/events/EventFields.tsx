// Fields the create form and the Edit Event dialog share, so both ask for them the same way: the
// start as wall-clock time in the viewer's zone, the buy-in in dollars beside the cap on players,
// the notes, and the reminder in whole hours.
import {
  NumberInput,
  SimpleGrid,
  Textarea,
  type NumberInputProps,
  type TextareaProps,
} from '@mantine/core';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconCalendarEvent, IconCoin, IconUsers } from '@tabler/icons-react';
import { dateLimits, textLimits } from '../../../../core/limits';
import { MAX_REMINDER_HOURS } from '../../../../core/events';
import { MoneyInput } from '../../ui/MoneyInput';
import { useViewerZone } from '../../ui/eventText';

/** Date and Time, labelled with the viewer's zone (e.g. Pacific); 7 PM unless a time is picked. */
export function EventStartPicker(props: Omit<DateTimePickerProps, 'label'>) {
  const { label: zoneLabel } = useViewerZone();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <DateTimePicker
      label={`Date and Time (${zoneLabel})`}
      placeholder="Pick a date and time"
      required
      size="md"
      valueFormat="dddd, MMMM D, YYYY [at] h:mm A"
      defaultTimeValue="19:00"
      minDate={`${dateLimits.minYear}-01-01`}
      maxDate={`${dateLimits.maxYear}-12-31`}
      dropdownType={phone ? 'modal' : 'popover'}
      leftSection={<IconCalendarEvent size={18} aria-hidden />}
      clearable
      firstDayOfWeek={0}
      ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month' }}
      timePickerProps={{
        format: '12h',
        hoursInputLabel: 'Hours',
        minutesInputLabel: 'Minutes',
        amPmInputLabel: 'AM/PM',
      }}
      submitButtonProps={{ 'aria-label': 'Confirm date and time' }}
      {...props}
    />
  );
}

/** Reminder (hours before): 0 turns it off; core/events' isReminderHours judges the value. */
export function ReminderHoursInput(props: Omit<NumberInputProps, 'label'>) {
  const hours = Number(props.value);
  return (
    <NumberInput
      label="Reminder (hours before)"
      description={
        props.value === '' || Number.isNaN(hours)
          ? 'Players get an e-mail this long before the start; 0 for none.'
          : hours === 0
            ? 'No reminder e-mail.'
            : `Players get an e-mail ${hours} hour${hours === 1 ? '' : 's'} before the start.`
      }
      min={0}
      max={MAX_REMINDER_HOURS}
      clampBehavior="none"
      allowNegative={false}
      allowDecimal={false}
      size="md"
      leftSection={<IconBell size={18} aria-hidden />}
      {...props}
    />
  );
}

/** Buy-in ($) beside Max Players; each takes its form field's props (getInputProps). */
export function BuyInAndMaxPlayers({
  buyIn,
  maxPlayers,
}: {
  buyIn: Omit<NumberInputProps, 'label'>;
  maxPlayers: Omit<NumberInputProps, 'label'>;
}) {
  return (
    <SimpleGrid cols={2} spacing="md">
      <MoneyInput
        label="Buy-in ($)"
        // A hint, not a value: "20.00" in the empty field read as already filled in (issue 28).
        placeholder="e.g. 20.00"
        required
        leftSection={<IconCoin size={18} aria-hidden />}
        {...buyIn}
      />
      <NumberInput
        label="Max Players"
        required
        min={2}
        clampBehavior="none"
        allowNegative={false}
        allowDecimal={false}
        size="md"
        leftSection={<IconUsers size={18} aria-hidden />}
        {...maxPlayers}
      />
    </SimpleGrid>
  );
}

/** Description: optional notes, a few lines that grow with the text, up to core's limit. */
export function EventDescriptionInput(props: Omit<TextareaProps, 'label'>) {
  return (
    <Textarea
      label="Description"
      placeholder="Optional notes: game type, what to bring, parking…"
      autosize
      minRows={2}
      maxRows={6}
      maxLength={textLimits.eventDescription.max}
      {...props}
    />
  );
}
