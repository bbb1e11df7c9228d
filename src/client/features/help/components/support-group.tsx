import { LifeBuoy, Mail, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSiteCopy } from '@/features/stats';
import { ContactForm } from './contact-form';
import { HelpGroup } from './help-group';

/**
 * Support: the contact form, Email Support (a mail to the operator's contact address) and Live Chat, which is shown
 * only when the operator has configured a chat (site copy liveChatUrl).
 */
export function SupportGroup({ email }: { email: string }) {
  const copy = useSiteCopy();
  return (
    <HelpGroup id="support" icon={LifeBuoy} title="Support" description="Questions about your results, your account or a payment? We read every message.">
      <Card className="flex flex-col gap-6 p-6">
        <ContactForm email={email} />
        {copy.data ? (
          <div className="flex flex-col gap-3 border-t border-gray-100 pt-6 sm:flex-row">
            <Button asChild variant="outline">
              <a href={`mailto:${copy.data.contactEmail}`}>
                <Mail aria-hidden="true" />
                Email Support
              </a>
            </Button>
            {copy.data.liveChatUrl ? (
              <Button asChild variant="outline">
                <a href={copy.data.liveChatUrl} target="_blank" rel="noopener noreferrer">
                  <MessageCircle aria-hidden="true" />
                  Live Chat<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
          </div>
        ) : null}
      </Card>
    </HelpGroup>
  );
}
