import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type CardInput, formatCardNumber, formatCvc, formatExpiry } from '@shared/payments/card-input';

interface SandboxCardFieldsProps {
  value: CardInput;
  onChange: (next: CardInput) => void;
  disabled?: boolean;
  /** Prefix for the inputs' ids, so two forms on a page do not clash. */
  idPrefix?: string;
}

/** The sandbox's card entry (PRODUCT.md "Payments"): number, expiry, security code and name, formatted as typed. */
export function SandboxCardFields({ value, onChange, disabled, idPrefix = 'card' }: SandboxCardFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="col-span-2 space-y-1.5">
        <Label htmlFor={id('number')}>Card number</Label>
        <Input
          id={id('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={19}
          value={value.number}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, number: formatCardNumber(e.target.value) })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id('expiry')}>Expiry (MM/YY)</Label>
        <Input
          id={id('expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={value.expiry}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.target.value) })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id('cvc')}>Security code</Label>
        <Input
          id={id('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          value={value.cvc}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, cvc: formatCvc(e.target.value) })}
        />
      </div>
      <div className="col-span-2 space-y-1.5">
        <Label htmlFor={id('name')}>Name on card</Label>
        <Input
          id={id('name')}
          autoComplete="cc-name"
          value={value.name}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
        />
      </div>
    </div>
  );
}

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', name: '' };
