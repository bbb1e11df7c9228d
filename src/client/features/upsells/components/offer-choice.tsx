import { PRODUCTS, type UpsellCode } from '@shared/payments/products';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';
import { OfferPrice } from './offer-price';

interface OfferChoiceProps<C extends UpsellCode> {
  offers: readonly C[];
  value: C;
  onChange: (code: C) => void;
  owns: (code: UpsellCode) => boolean;
}

/** Spec §2 /upsell-1: one of two products, as a labelled radio choice; a product the user owns cannot be chosen. */
export function OfferChoice<C extends UpsellCode>({ offers, value, onChange, owns }: OfferChoiceProps<C>) {
  return (
    <RadioGroup
      aria-label="Choose your offer"
      value={value}
      onValueChange={(next) => onChange(next as C)}
      className="gap-4"
    >
      {offers.map((code) => {
        const product = PRODUCTS[code];
        const owned = owns(code);
        const checked = value === code && !owned;
        return (
          <RadioCard key={code} value={code} disabled={owned} className="items-start gap-4 p-5 disabled:cursor-not-allowed disabled:opacity-70">
            <span
              aria-hidden="true"
              className={cn(
                'mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border-2',
                checked ? 'border-brand-700' : 'border-gray-400',
              )}
            >
              {checked ? <span className="size-2.5 rounded-full bg-brand-700" /> : null}
            </span>
            <span className="flex flex-col gap-2">
              <span className="text-lg font-bold">{product.name}</span>
              <span className="text-sm font-normal text-muted">{product.description}</span>
              {owned ? (
                <span className="text-sm font-semibold text-emerald-800">Already in your account</span>
              ) : (
                <OfferPrice code={code} />
              )}
            </span>
          </RadioCard>
        );
      })}
    </RadioGroup>
  );
}
