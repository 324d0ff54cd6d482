import { useState } from 'react';
import { customRangeLabel } from './format-date';
import { coveredDates, dateFilterOptions, dateRangeFor, todayIn, type CustomDates, type DateFilterOption, type InstantRange, type IsoDate } from './date-range';
import { deviceTimeZone } from '@tarang/shared/zone-names';

// The date filter of the dashboard's tables and of the audit trail: one choice, turned into instants.

export interface PeriodInfo {
  range: InstantRange;
  /** First and last calendar day covered, for the file name. */
  covered: { from?: IsoDate; to?: IsoDate };
  today: IsoDate;
  label: string;
  /** Bumped by Refresh: the same filter is asked for again. */
  version: number;
}

interface FilterState {
  option: DateFilterOption;
  custom: CustomDates;
  period: PeriodInfo;
  /** Bumped by Refresh, so every call is made again with a fresh clock. */
  version: number;
}

/**
 * product §13: boundaries are computed in the admin's browser time zone, from the clock
 * at the moment the filter is chosen (or refreshed), and sent as instants.
 */
function makeFilter(option: DateFilterOption, custom: CustomDates, timeZone: string, version: number): FilterState {
  const now = new Date();
  const label = option === 'custom' ? customRangeLabel(custom.from, custom.to) : dateFilterOptions.find((o) => o.value === option)!.label;
  return {
    option,
    custom,
    version,
    period: {
      version,
      range: dateRangeFor(option, now, timeZone, custom),
      covered: coveredDates(option, now, timeZone, custom),
      today: todayIn(now, timeZone),
      label,
    },
  };
}


/** The filter a screen's date filter and Refresh button drive, in the browser's time zone. */
export function usePeriodFilter() {
  const [timeZone] = useState(deviceTimeZone);
  const [filter, setFilter] = useState(() => makeFilter('all', { from: '', to: '' }, timeZone, 0));

  function changeFilter(option: DateFilterOption, custom: CustomDates) {
    // Choosing Custom starts from the dates the previous option covered, ready to adjust.
    const start = option === 'custom' && filter.option !== 'custom' ? { from: filter.period.covered.from ?? '', to: filter.period.covered.to ?? '' } : custom;
    setFilter(makeFilter(option, start, timeZone, filter.version));
  }
  const refresh = () => setFilter(makeFilter(filter.option, filter.custom, timeZone, filter.version + 1));

  return { timeZone, filter, changeFilter, refresh };
}
