// The calendar domain: each person's secret iCalendar feed of their games, and an event's own
// file. Inside: feed.ts (the URL, its rotation and the feed itself) and calendar-event.ts (what
// an event says, for both) → store.ts; core/calendar.ts writes the iCalendar text.
export {
  calendarFeed,
  calendarFeedUrlOf,
  forgetCalendarFeed,
  rotateCalendarFeed,
  type CalendarFeed,
} from './feed';
export { eventCalendarFile } from './calendar-event';
