import type { IndustryCard } from '../../content/industries';

/** A slide of the home page's industry slider, or an item of a service page's grid of four. */
const variants = {
  slide: { card: 'h-full overflow-hidden rounded-card border border-ink-200 bg-white shadow-card', body: 'p-6', text: 'mt-2 text-sm leading-6 text-ink-600' },
  item: { card: 'overflow-hidden rounded-card border border-ink-200 bg-white shadow-card', body: 'p-5', text: 'mt-2 text-sm text-ink-600' },
};

/** An industry as a card (docs/product.md §2, home section 7 and the service pages): its picture over its name and a sentence. */
export function IndustryCardView({ card, variant }: { card: IndustryCard; variant: keyof typeof variants }) {
  const classes = variants[variant];
  const Card = variant === 'slide' ? 'article' : 'li';
  return (
    <Card className={classes.card}>
      <img src={card.image} alt="" width={400} height={300} loading="lazy" className="aspect-[4/3] w-full bg-brand-50 object-cover" />
      <div className={classes.body}>
        <h3 className="text-lg font-semibold text-ink-900">{card.title}</h3>
        <p className={classes.text}>{card.description}</p>
      </div>
    </Card>
  );
}
