import { publicApi } from '@vidriera/core';
import { Rss } from 'lucide-react';
import { Link } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAppConfig } from '@/lib/app-config';
import { useFeedLeftOut } from '../api/get-feed-left-out';
import { Section } from './settings-section';

/** The store's product feed address, to copy into Meta Commerce Manager or Google Merchant Center (docs/product/catalogue.md, "Feed de productos"). */
export function ProductFeedSection({ slug }: { slug: string }) {
  const config = useAppConfig();
  const origin = config.data?.publicUrl ?? window.location.origin;
  const feedUrl = new URL(publicApi.feed(slug), origin).href;
  return (
    <Section
      icon={<Rss className="size-4" />}
      title="Catálogo para WhatsApp, Instagram y Google"
      description="Tus productos, con precio y stock al día, en un feed que esas plataformas leen solas."
    >
      <div className="space-y-2">
        <Label htmlFor="product-feed-url">Dirección del feed</Label>
        <div className="flex gap-2">
          <Input
            id="product-feed-url"
            value={feedUrl}
            readOnly
            className="font-mono text-xs sm:text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={feedUrl} what="dirección del feed" />
        </div>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>
          En Meta Commerce Manager (el catálogo de WhatsApp Business e Instagram), agrega un origen de datos con «Feed
          de datos programado» y pega esta dirección.
        </li>
        <li>
          En Google Merchant Center, agrega productos desde un «Archivo programado» con esta misma dirección; ambos la
          leen cada día.
        </li>
      </ul>
      <FeedLeftOut />
    </Section>
  );
}

/** The products the feed leaves out (without pictures, Google and Meta refuse them), each with why and a way to fix it. */
function FeedLeftOut() {
  const leftOut = useFeedLeftOut();
  const products = leftOut.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">
        {products.length === 1
          ? '1 producto queda fuera del feed'
          : `${products.length} productos quedan fuera del feed`}{' '}
        (o algunas de sus variantes). Agrégales fotos para que aparezcan:
      </p>
      <ul className="space-y-1">
        {products.map((product) => (
          <li key={product.id}>
            <Link to={`/admin/products/${product.id}/edit`} className="font-medium underline">
              {product.name}
            </Link>
            : {product.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
