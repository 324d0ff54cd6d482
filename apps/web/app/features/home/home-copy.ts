// Labels of the home page's controls that the content modules do not carry. Plain data, read by the
// home and about routes' loaders at build time and sent to the page as data, not as JavaScript.
export const homeCopy = {
  clientStripLabel: 'Client logos',
  pauseLogos: 'Pause client logos',
  playLogos: 'Play client logos',
  partnersLabel: 'Telecom partner logos',
  industrySliderLabel: 'Industry solutions',
  industryLink: { label: 'Explore industry solutions', to: '/industry' },
  testimonialsLabel: 'Customer testimonials',
  previousTestimonial: 'Previous testimonial',
  nextTestimonial: 'Next testimonial',
  previousIndustry: 'Previous industry',
  nextIndustry: 'Next industry',
  /** '{rating}' is filled in by the carousel. */
  stars: '{rating} out of 5 stars',
} as const;

export type HomeLabels = typeof homeCopy;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-10-14' → '14 Oct 2025', at build time (a testimonial's dateLabel), so there is no locale drift. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
