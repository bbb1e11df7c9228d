import type { SupportTicketBody } from '@shared/schemas/member';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** POST /api/support/tickets: stores the ticket and mails it to the support address. */
export function useSendTicket() {
  return useMutation({
    mutationFn: (body: SupportTicketBody): Promise<{ ticketId: string }> => call(api.support.tickets.$post({ json: body })),
  });
}
