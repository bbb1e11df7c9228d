import { Brain, FileText, LifeBuoy, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { takeTestPath } from '../lib/take-test-path';
import { ProfileDialog } from './profile-dialog';

const actionClass = 'h-auto min-h-13 w-full justify-start py-3';

/** Member-area §2's quick actions; Settings opens the profile dialog (PRODUCT.md: it saves for real). */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading" className="flex flex-col gap-3">
      <h2 id="quick-actions-heading" className="text-lg font-semibold">
        Quick actions
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <Button asChild size="lg" className={actionClass}>
            <Link to={takeTestPath()}>
              <Brain aria-hidden="true" />
              Take New Test
            </Link>
          </Button>
        </li>
        <li>
          <Button asChild size="lg" variant="outline" className={actionClass}>
            <Link to={paths.profileTests}>
              <FileText aria-hidden="true" />
              View Results
            </Link>
          </Button>
        </li>
        <li>
          <Button asChild size="lg" variant="outline" className={actionClass}>
            <Link to={paths.profileHelp}>
              <LifeBuoy aria-hidden="true" />
              Get Support
            </Link>
          </Button>
        </li>
        <li>
          <ProfileDialog
            trigger={
              <Button type="button" size="lg" variant="outline" className={actionClass}>
                <Settings aria-hidden="true" />
                Settings
              </Button>
            }
          />
        </li>
      </ul>
    </section>
  );
}
