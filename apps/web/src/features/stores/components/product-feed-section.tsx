import { publicApi } from '@vidriera/core';
import { Rss } from 'lucide-react';
import { CopyButton } from '@/components/copy-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAppConfig } from '@/lib/app-config';
import { Section } from './settings-section';

/** The store's product feed address, to copy into Meta Commerce Manager or Google Merchant Center (docs/product/catalogue.md, "Feed de productos"). */
export function ProductFeedSection({ slug }: { slug: string }) {
  const config = useAppConfig();
  const origin = config.data?.publicUrl ?? window.location.origin;
  const feedUrl = new URL(publicApi.feed(slug), origin).href;
  return (
    <Section icon={<Rss className="size-4" />} title="Catálogo para WhatsApp, Instagram y Google" description="Tus productos, con precio y stock al día, en un feed que esas plataformas leen solas.">
      <div className="space-y-2">
        <Label htmlFor="product-feed-url">Dirección del feed</Label>
        <div className="flex gap-2">
          <Input id="product-feed-url" value={feedUrl} readOnly className="font-mono text-xs sm:text-sm" onFocus={(event) => event.currentTarget.select()} />
          <CopyButton text={feedUrl} what="dirección del feed" />
        </div>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>En Meta Commerce Manager (el catálogo de WhatsApp Business e Instagram), agrega un origen de datos con «Feed de datos programado» y pega esta dirección.</li>
        <li>En Google Merchant Center, agrega productos desde un «Archivo programado» con esta misma dirección; ambos la leen cada día.</li>
      </ul>
    </Section>
  );
}
