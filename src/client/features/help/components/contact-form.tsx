import { zodResolver } from '@hookform/resolvers/zod';
import { SupportTicketBodySchema, type SupportTicketBody } from '@shared/schemas/member';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { userMessage } from '@/lib/api-error';
import { useSendTicket } from '../api/use-send-ticket';

const textareaClass =
  'min-h-36 w-full rounded-lg border border-gray-300 bg-white px-4 py-3 text-base text-ink placeholder:text-gray-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';

/** The support contact form: the ticket is stored and mailed to the support address, and the reply goes to `email`. */
export function ContactForm({ email }: { email: string }) {
  const form = useForm<SupportTicketBody>({ resolver: zodResolver(SupportTicketBodySchema), defaultValues: { subject: '', message: '' } });
  const send = useSendTicket();
  const { errors } = form.formState;

  if (send.isSuccess) {
    return (
      <Alert>
        <CircleCheck aria-hidden="true" />
        <span>Thanks — we received your message and will reply to {email}.</span>
      </Alert>
    );
  }

  const onValid = (body: SupportTicketBody) => send.mutate(body);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4" aria-labelledby="contact-heading">
      <h3 id="contact-heading" className="text-lg font-semibold">
        Send us a message
      </h3>
      <div className="flex flex-col gap-2">
        <Label htmlFor="support-subject">Subject</Label>
        <Input
          id="support-subject"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? 'support-subject-error' : undefined}
          {...form.register('subject')}
        />
        {errors.subject ? (
          <p id="support-subject-error" className="text-sm text-red-700">
            {errors.subject.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="support-message">Message</Label>
        <textarea
          id="support-message"
          rows={6}
          className={textareaClass}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'support-message-error' : undefined}
          {...form.register('message')}
        />
        {errors.message ? (
          <p id="support-message-error" className="text-sm text-red-700">
            {errors.message.message}
          </p>
        ) : null}
      </div>
      {send.isError ? <Alert variant="error">{userMessage(send.error, 'Your message could not be sent. Please try again.')}</Alert> : null}
      <Button type="submit" size="lg" disabled={send.isPending} className="self-start">
        {send.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
