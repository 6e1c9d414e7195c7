// Fields the create form and the Edit Event dialog share, so both pick a date and a reminder the
// same way: the start as wall-clock time in the viewer's zone, the reminder in whole hours.
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconCalendarEvent } from '@tabler/icons-react';
import { dateLimits } from '../../../../core/limits';
import { MAX_REMINDER_HOURS } from '../../../../core/events';
import { useViewerZone } from './eventText';

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
