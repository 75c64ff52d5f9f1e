import type { Swiper, SwiperModule } from 'swiper/types';

export interface SwiperKit {
  Swiper: typeof Swiper;
  modules: SwiperModule[];
}

/**
 * Swiper, the modules the slider uses and their CSS, fetched only once the pre-rendered slides are on screen. The
 * modules are destructured in the import's own `then`, which lets the bundler keep only these three of the
 * package's modules (a destructuring inside Promise.all would bring all of them).
 */
export async function loadSwiper(): Promise<SwiperKit> {
  const [core, modules] = await Promise.all([
    import('swiper'),
    import('swiper/modules').then(({ Autoplay, Pagination, A11y }) => [Autoplay, Pagination, A11y]),
    import('swiper/css'),
    import('swiper/css/a11y'),
  ]);
  return { Swiper: core.default, modules };
}
