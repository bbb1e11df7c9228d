import { useMutation } from '@tanstack/react-query';
import type { CaptureLeadBody } from '@shared/schemas/leads';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** POST /api/leads: records the e-mail and links this visitor's attempt to it. */
export function useCaptureLead() {
  return useMutation({
    mutationFn: (body: CaptureLeadBody) => call(api.leads.$post({ json: body })),
  });
}
