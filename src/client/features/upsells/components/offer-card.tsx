import { Sparkles } from 'lucide-react';
import { PRODUCTS, type UpsellCode } from '@shared/payments/products';
import { Card } from '@/components/ui/card';
import { OfferPrice } from './offer-price';

/** One product on offer: its name, what it holds and its price (spec §3 upsell options). */
export function OfferCard({ code }: { code: UpsellCode }) {
  const product = PRODUCTS[code];
  return (
    <Card className="flex flex-col gap-3 border-2 border-brand-200 p-6">
      <h2 className="flex items-start gap-2 text-xl font-bold text-ink">
        <Sparkles className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        {product.name}
      </h2>
      <p className="text-muted">{product.description}</p>
      <OfferPrice code={code} />
    </Card>
  );
}
