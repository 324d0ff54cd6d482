import { useId } from 'react';
import { dateFilterOptions, reconcileCustomDates, type CustomDates, type DateFilterOption } from './date-range';

const controlClass =
  'block h-11.5 w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/**
 * product §4 "Dashboard date filter": All Time, Today, This Week, This Month, This Year, Custom.
 * Custom shows From and To; each input is limited by the other (min/max) and the start
 * never passes the end (product §5).
 */
export function DateFilter({
  option,
  custom,
  onChange,
}: {
  option: DateFilterOption;
  custom: CustomDates;
  onChange: (option: DateFilterOption, custom: CustomDates) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <legend className="sr-only">Date filter</legend>
      <div className="sm:w-48">
        <label htmlFor={`${id}-range`} className="mb-1.5 block text-sm font-medium text-ink-700">
          Date range
        </label>
        <select
          id={`${id}-range`}
          value={option}
          onChange={(e) => onChange(e.target.value as DateFilterOption, custom)}
          className={controlClass}
        >
          {dateFilterOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {option === 'custom' && (
        <>
          <div className="sm:w-44">
            <label htmlFor={`${id}-from`} className="mb-1.5 block text-sm font-medium text-ink-700">
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={custom.from}
              max={custom.to || undefined}
              onChange={(e) => onChange('custom', reconcileCustomDates({ ...custom, from: e.target.value }, 'from'))}
              className={controlClass}
            />
          </div>
          <div className="sm:w-44">
            <label htmlFor={`${id}-to`} className="mb-1.5 block text-sm font-medium text-ink-700">
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={custom.to}
              min={custom.from || undefined}
              aria-describedby={`${id}-to-hint`}
              onChange={(e) => onChange('custom', reconcileCustomDates({ ...custom, to: e.target.value }, 'to'))}
              className={controlClass}
            />
            <p id={`${id}-to-hint`} className="sr-only">
              The end date is included.
            </p>
          </div>
        </>
      )}
    </fieldset>
  );
}
