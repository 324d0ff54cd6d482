// Labels of the home page's controls that the content modules do not carry.
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
  stars: (rating: number) => `${rating} out of 5 stars`,
} as const;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-10-14' → '14 Oct 2025', the same at build time and in every browser (no locale drift). */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
