import { defineIsland } from '@/components/island';
import { ProductPictures } from '../components/product-pictures';

/** A product's pictures when it has several: the carousel turns once its island is near the screen (one picture stays plain HTML). */
export default defineIsland('storefront/product-carousel', ProductPictures);
