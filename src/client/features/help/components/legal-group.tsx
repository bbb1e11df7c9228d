import { ChevronRight, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { HelpGroup } from './help-group';

const PAGES = [
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.refundPolicy, label: 'Refund Policy' },
] as const;

/** Legal and policies: the pages that state the trial terms and the money-back guarantee. */
export function LegalGroup() {
  return (
    <HelpGroup id="legal" icon={Scale} title="Legal and policies" description="The terms you agreed to, how we handle your data, and refunds.">
      <Card className="p-2">
        <ul className="divide-y divide-gray-100">
          {PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="flex min-h-12 items-center justify-between gap-2 rounded-lg px-4 font-medium hover:bg-gray-50">
                {page.label}
                <ChevronRight className="size-4 text-muted" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </HelpGroup>
  );
}
