import type { Swiper, SwiperModule } from 'swiper/types';

export interface SwiperKit {
  Swiper: typeof Swiper;
  modules: SwiperModule[];
}

/** Swiper, the modules the slider uses and their CSS, fetched only once the pre-rendered slides are on screen. */
export async function loadSwiper(): Promise<SwiperKit> {
  const [core, { Autoplay, Pagination, A11y }] = await Promise.all([
    import('swiper'),
    import('swiper/modules'),
    import('swiper/css'),
    import('swiper/css/a11y'),
  ]);
  return { Swiper: core.default, modules: [Autoplay, Pagination, A11y] };
}
