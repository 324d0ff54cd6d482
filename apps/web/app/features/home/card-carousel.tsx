import { Carousel, type CarouselProps } from '../../components/ui/carousel';

/**
 * A carousel of cards under a home or about section's heading: the industry slider and the testimonials
 * (docs/product.md §9), three cards in view from 1024 px, two from 640 px, one below.
 */
export function CardCarousel<T>(props: Omit<CarouselProps<T>, 'perView' | 'className' | 'slideClassName'>) {
  return <Carousel {...props} perView={{ base: 1, sm: 2, lg: 3 }} className="mt-12" slideClassName="px-3" />;
}
