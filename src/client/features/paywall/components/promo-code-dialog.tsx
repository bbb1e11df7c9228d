import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PromoCodeInputSchema, type ValidatePromoResponse } from '@shared/schemas/payments';
import { formatCents } from '@shared/payments/products';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, userMessage } from '@/lib/api-error';
import { useValidatePromo } from '../api/paywall-api';

interface PromoCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApplied: (promo: ValidatePromoResponse) => void;
}

/** The paywall's promo-code modal (spec §2): the server checks the code and answers the price with it. */
export function PromoCodeDialog({ open, onOpenChange, onApplied }: PromoCodeDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidatePromo();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PromoCodeInputSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter a promo code');
    setError(null);
    validate.mutate(parsed.data, {
      onSuccess: (promo) => {
        onApplied(promo);
        onOpenChange(false);
        setCode('');
      },
      // The server's own wording for a code it refuses ('This promo code is not valid.').
      onError: (e) => setError(e instanceof ApiError && e.code === 'PROMO_CODE_INVALID' ? e.message : userMessage(e)),
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">Enter your promo code</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">The discount applies to today&apos;s price.</Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
            <Label htmlFor="promo-code">Promo code</Label>
            <Input
              id="promo-code"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              value={code}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setCode(e.target.value)}
              disabled={validate.isPending}
            />
            {error ? <Alert variant="error">{error}</Alert> : null}
            <Button type="submit" disabled={validate.isPending}>
              {validate.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {validate.isPending ? 'Checking...' : 'Apply Code'}
            </Button>
          </form>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute top-2 right-2" aria-label="Close">
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "SAVE20: 20% off" / "$0.50 off", for the applied code's line. */
export function promoLabel(promo: ValidatePromoResponse): string {
  const off = promo.percentOff !== null ? `${promo.percentOff}% off` : `${formatCents(promo.amountOffCents ?? 0)} off`;
  return `${promo.code}: ${off}`;
}
