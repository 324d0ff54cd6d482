import { useId } from 'react';
import { FilterField } from './filter-field';
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
      <FilterField id={`${id}-range`} label="Date range" className="sm:w-48">
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
      </FilterField>
      {option === 'custom' && (
        <>
          <CustomDate id={id} side="from" label="From" custom={custom} onChange={(dates) => onChange('custom', dates)} />
          <CustomDate id={id} side="to" label="To" hint="The end date is included." custom={custom} onChange={(dates) => onChange('custom', dates)} />
        </>
      )}
    </fieldset>
  );
}

/** One end of the Custom range: the other end bounds it (min/max), and the end just changed wins (reconcileCustomDates). */
function CustomDate({
  id,
  side,
  label,
  hint,
  custom,
  onChange,
}: {
  id: string;
  side: keyof CustomDates;
  label: string;
  hint?: string;
  custom: CustomDates;
  onChange: (custom: CustomDates) => void;
}) {
  const inputId = `${id}-${side}`;
  const otherEnd = (side === 'from' ? custom.to : custom.from) || undefined;
  return (
    <FilterField id={inputId} label={label} className="sm:w-44">
      <input
        id={inputId}
        type="date"
        value={custom[side]}
        max={side === 'from' ? otherEnd : undefined}
        min={side === 'to' ? otherEnd : undefined}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        onChange={(e) => onChange(reconcileCustomDates({ ...custom, [side]: e.target.value }, side))}
        className={controlClass}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="sr-only">
          {hint}
        </p>
      )}
    </FilterField>
  );
}
