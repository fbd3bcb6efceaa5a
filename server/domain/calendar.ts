/** Date arithmetic in UTC for periods of orders and registrations: the shared rules of contracts/calendar.ts. */
export { addDays, addMonths, startOfUtcDay } from '../../contracts/calendar';
