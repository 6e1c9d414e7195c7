// The calendar domain: each person's secret iCalendar feed of their games. Inside: feed.ts (the
// URL, its rotation and the feed itself) → store.ts; core/calendar.ts writes the iCalendar text
// (for the single event's file too).
export { calendarFeed, calendarFeedUrlOf, rotateCalendarFeed, type CalendarFeed } from './feed';
