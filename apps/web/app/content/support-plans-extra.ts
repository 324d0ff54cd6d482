// Words of the /SupportPlans table that content/support-plans.ts leaves to the page.

export const supportPlansExtra = {
  /** spec 9 writes the yes/no cells as 'yes' and 'no'; they are shown as a tick or a cross with these words for screen readers. */
  yes: 'yes',
  no: 'no',
  featureColumn: 'Feature',
  scrollHint: 'Scroll sideways to see every plan.',
};
